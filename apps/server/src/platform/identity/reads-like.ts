/**
 * Lower-case Cyrillic, Greek and Latin letters drawn like a Latin letter that no decomposition maps
 * to it (a few of Unicode's confusables, UTS #39); applied after lower-casing.
 */
const DRAWN_LIKE: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ӏ: 'l', ԛ: 'q', ԝ: 'w', һ: 'h', ɡ: 'g',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  ı: 'i', ȷ: 'j', ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŧ: 't',
};

const plain = (value: string) => value.normalize('NFKD').replace(/[\p{M}\p{Cc}\p{Cf}\s]/gu, '');

/**
 * The key under which names that read alike fall together: compatibility forms unfolded (the
 * Kelvin sign is `K`, fullwidth `ｓ` is `s`), accents, control, zero-width and white-space characters
 * dropped, letters lower-cased (`İ` is `i`) and a few letters of other scripts drawn like Latin ones
 * mapped to them. It never decides who someone is (that is `identityKey`, exact); it only groups the
 * ways of typing a name in one sign-in throttle bucket and keeps a newcomer from being named like
 * an existing account.
 */
export function readsLikeKey(value: string): string {
  return [...plain(plain(value).toLowerCase())].map((c) => DRAWN_LIKE[c] ?? c).join('');
}
