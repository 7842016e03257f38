import { ExecutableType, OperatingSystem, PackageType, PackageVersionStatus } from '@portal/contracts';

const namesOf = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([name, id]) => [id, name]));

export const packageTypeNames: Record<number, string> = namesOf(PackageType);
export const executableTypeNames: Record<number, string> = namesOf(ExecutableType);
export const versionStatusNames: Record<number, string> = namesOf(PackageVersionStatus);
export const operatingSystemBits = [
  { bit: OperatingSystem.WinX64, label: 'Windows x64' },
  { bit: OperatingSystem.OsxX64, label: 'macOS x64' },
  { bit: OperatingSystem.LinuxX64, label: 'Linux x64' },
] as const;

/** `5` → "Windows x64, Linux x64"; 0 → "None". */
export function operatingSystemsText(bits: number | null | undefined): string {
  const names = operatingSystemBits.filter((o) => ((bits ?? 0) & o.bit) !== 0).map((o) => o.label);
  return names.length ? names.join(', ') : 'None';
}

/** 1536 → "1.5 KB". */
export function sizeText(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
