import { describe, expect, it } from 'vitest';
import { identityKey, isLookAlikeIdentity, sameIdentity } from './identity-key.ts';

describe('identityKey', () => {
  it('folds ASCII case and trims', () => {
    expect(identityKey('  Dana.Approver@Contoso.Example ')).toBe('dana.approver@contoso.example');
    expect(sameIdentity('ADMIN', 'admin')).toBe(true);
  });

  it('refuses look-alikes, so they match no one', () => {
    for (const lookAlike of ['s\u212A@example.com', '\uFF53\uFF4B', 's\u200Bk', 'e\u0000ve', 'ad\u202Emin', '\uFB01le']) {
      expect({ lookAlike, refused: isLookAlikeIdentity(lookAlike), key: identityKey(lookAlike) }).toEqual({ lookAlike, refused: true, key: null });
    }
    expect(sameIdentity('s\u212A@example.com', 'sk@example.com')).toBe(false);
    expect(sameIdentity('\uFF53\uFF4B', 'sk')).toBe(false);
    expect(sameIdentity('s\u200Bk', 'sk')).toBe(false);
  });

  it('never folds a non-ASCII letter into an ASCII one', () => {
    expect(isLookAlikeIdentity('\u0130van')).toBe(false);
    expect(identityKey('\u0130van')).toBe('\u0130van');
    expect(sameIdentity('\u0130van', 'ivan')).toBe(false);
    expect(sameIdentity('tadm\u0130n', 'tadmin')).toBe(false);
  });

  it('compares composed and decomposed forms as one (NFC)', () => {
    expect(sameIdentity('Jos\u00e9', 'Jose\u0301')).toBe(true);
  });

  it('never matches a blank', () => {
    expect(sameIdentity('', '')).toBe(false);
    expect(sameIdentity(' ', ' ')).toBe(false);
    expect(sameIdentity(null, 'a')).toBe(false);
  });
});
