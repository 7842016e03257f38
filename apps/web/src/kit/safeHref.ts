import { isHttpUrl } from '@portal/contracts';

/**
 * The href to render for a stored URL, or undefined when it must be shown as plain text. Only http
 * and https become links (the same rule the contracts apply on save), so a `javascript:` or `data:`
 * value stored before that rule, or by another client, is never clickable.
 * `allowRelative` also takes a path on this site (an operator's download link), resolved here.
 */
export function safeHref(value: string | null | undefined, { allowRelative = false } = {}): string | undefined {
  if (!value) return undefined;
  if (isHttpUrl(value)) return value;
  if (!allowRelative || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  const resolved = new URL(value, window.location.origin);
  return resolved.origin === window.location.origin ? resolved.href : undefined;
}
