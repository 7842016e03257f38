/**
 * The one comparison for identities (user names, emails, group names), in TypeScript and SQL alike.
 *
 * 1. A look-alike identity is refused: one holding a control or format character (zero-width
 *    spaces, bidi marks) or a non-ASCII character whose compatibility form holds ASCII (U+212A KELVIN
 *    SIGN is `K`, fullwidth `ｓ` is `s`, `ﬁ` is `fi`). It names no one: it matches nothing here and is
 *    refused where identities are made. Unicode's own normalisation (NFC) turns the Kelvin sign into
 *    `K`, and PostgreSQL's `lower()` and JavaScript's `toLowerCase()` fold it and U+0130 into ASCII, so
 *    without this a look-alike could take over an account.
 * 2. Otherwise the key is the text trimmed of ASCII white space, in NFC, with A-Z lower-cased and
 *    nothing else changed: a non-ASCII letter is compared exactly (`İvan` is not `ivan`).
 *
 * The model is PRECIS UsernameCaseMapped (RFC 8265) with its width mapping refused instead of applied
 * and its case mapping restricted to ASCII: PostgreSQL's `lower()` follows the database's locale, and
 * only the ASCII mapping (`COLLATE "C"`) gives every server the same answer as this function. Stored
 * identities are written in NFC (`identityKey` and `normalizeIdentity` at the edge), so SQL compares
 * `lower(column COLLATE "C")` with the key: `identityEquals` in apps/server/src/db/identity.ts.
 */
export function isLookAlikeIdentity(value: string): boolean {
  for (const char of value) {
    if (/[\p{Cc}\p{Cf}]/u.test(char) && !/^[ \t\r\n]$/.test(char)) return true;
    if (char.codePointAt(0)! > 0x7f && [...char.normalize('NFKC')].some((c) => c.codePointAt(0)! <= 0x7f)) return true;
  }
  return false;
}

/** The identity written as stored: trimmed and in NFC (a look-alike is left as it is, to be refused). */
export function normalizeIdentity(value: string): string {
  const trimmed = value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
  return isLookAlikeIdentity(trimmed) ? trimmed : trimmed.normalize('NFC');
}

/** The comparison key, or null for a blank or look-alike identity, which names no one. */
export function identityKey(value: string | null | undefined): string | null {
  if (value == null) return null;
  const normalized = normalizeIdentity(value);
  if (normalized === '' || isLookAlikeIdentity(normalized)) return null;
  return normalized.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** Whether two identities are the same under `identityKey`; blank and look-alike never match. */
export function sameIdentity(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = identityKey(a);
  return key !== null && key === identityKey(b);
}

/** The message for an identity refused as a look-alike. */
export const lookAlikeIdentityMessage = 'may not contain control, zero-width or look-alike characters (such as fullwidth letters or the Kelvin sign).';
