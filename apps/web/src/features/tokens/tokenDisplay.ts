import { enumName } from '../../kit/enums.ts';

export const lifetimeNames: Record<number, string> = { 1: '1 Year', 2: '2 Years', 3: '3 Years', 0: 'Forever' };
export const lifetimeOptions = [1, 2, 3, 0].map((value) => ({ value, label: lifetimeNames[value] ?? String(value) }));

export const lifetimeName = (years: number | null | undefined) => enumName(lifetimeNames, years);

/** Part 1 §4: a token is Active unless revokedOn is set. */
export function tokenStatus(token: { revokedOn?: string | null }): 'Active' | 'Revoked' {
  return token.revokedOn ? 'Revoked' : 'Active';
}

export const TOKEN_SAVE_FAILED = 'A problem occurred saving the token. Please try again.';
export const TOKEN_COPY_FAILED = 'Failed to copy token to clipboard.';
export const NO_TOKEN_TO_COPY = 'No token available to copy.';
