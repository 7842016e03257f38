/** A timestamp column as ISO 8601 text, the form every response uses. */
export function toIso(value: Date): string;
export function toIso(value: Date | null): string | null;
export function toIso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
