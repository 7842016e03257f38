import { sameIdentity } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readsLikeKey } from './reads-like.ts';

describe('readsLikeKey', () => {
  it('puts the ways of writing a name that read alike under one key', () => {
    for (const typed of ['tadmin', 'TADMIN', ' tadmin ', 'tadm\u0130n', '\uFF54\uFF41\uFF44\uFF4D\uFF49\uFF4E', 'tad\u200Bmin', 't\u0430dmin', 'tadm\u00EDn']) {
      expect(readsLikeKey(typed)).toBe('tadmin');
    }
    expect(readsLikeKey('s\u212A@example.com')).toBe('sk@example.com');
  });

  it('is looser than the identity comparison, which still tells them apart', () => {
    expect(readsLikeKey('\u0130van')).toBe(readsLikeKey('ivan'));
    expect(sameIdentity('\u0130van', 'ivan')).toBe(false);
  });
});
