/** The text the spec shows for an enum value that has no name. */
export const UNKNOWN_ENUM_NAME = 'unknown';

/** Looks up the display name of an enum id, e.g. `enumName({ 1: 'Textbox', 2: 'Dropdown' }, 3)` → 'unknown'. */
export function enumName(names: Readonly<Record<number | string, string>>, value: number | string | null | undefined): string {
  if (value === null || value === undefined) return UNKNOWN_ENUM_NAME;
  return Object.hasOwn(names, value) ? (names[value] ?? UNKNOWN_ENUM_NAME) : UNKNOWN_ENUM_NAME;
}
