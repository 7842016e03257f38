import { errorAt, quote } from './errors.ts';

export type TokenKind =
  | 'ident' // name, keyword or function: `name`, `eq`, `contains`
  | 'option' // `$select` inside $expand options; text without the `$`
  | 'string' // value is the unquoted text
  | 'number' // value is the text as written
  | 'date' // `2026-11-22`
  | 'datetime' // value is ISO 8601 with an offset (`Z` added when none was written)
  | 'guid' // value in lower case
  | '(' | ')' | ',' | '/' | ';' | '=' | '*'
  | 'eof';

export interface Token {
  kind: TokenKind;
  /** The text as written, for messages. */
  text: string;
  value: string;
  /** Offset in the option's text, from 0. */
  pos: number;
}

// Sticky patterns tried at one offset; none can backtrack more than a few characters.
const guidPattern = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9A-Za-z_])/y;
// '+' in an unencoded query string arrives as a space, so ` 01:00` after a time is read as `+01:00`.
const datetimePattern = /(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}| \d{2}:\d{2})?(?![0-9A-Za-z_:.])/y;
const datePattern = /(\d{4})-(\d{2})-(\d{2})(?![0-9A-Za-z_:.-])/y;
const numberPattern = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const identPattern = /[A-Za-z_][A-Za-z0-9_]*/y;
const identChar = /[A-Za-z0-9_]/;
const punctuation = new Set(['(', ')', ',', '/', ';', '=', '*']);

function match(pattern: RegExp, text: string, pos: number): RegExpExecArray | null {
  pattern.lastIndex = pos;
  return pattern.exec(text);
}

function validDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days && year >= 1;
}

function validOffset(offset: string | undefined): boolean {
  if (!offset || offset === 'Z') return true;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(4, 6));
  return hours <= 14 && minutes < 60;
}

/** Finite as a double, not a non-zero that rounds to 0, exponent within what PostgreSQL's numeric reads. */
function inRange(raw: string): boolean {
  const value = Number(raw);
  if (!Number.isFinite(value)) return false;
  const [mantissa = '', exponent = '0'] = raw.split(/[eE]/);
  if (Math.abs(Number(exponent)) > 400) return false;
  return value !== 0 || !/[1-9]/.test(mantissa);
}

/** Splits one option's text into tokens; `option` names it in messages (`$filter`). */
export function tokenize(text: string, option: string): Token[] {
  const nul = text.indexOf('\u0000');
  // PostgreSQL text cannot hold U+0000; refusing it here keeps it from failing in the database.
  if (nul >= 0) throw errorAt(option, 'the NUL character is not allowed', nul);
  const tokens: Token[] = [];
  let pos = 0;
  const push = (kind: TokenKind, raw: string, value = raw) => {
    tokens.push({ kind, text: raw, value, pos });
    pos += raw.length;
  };
  while (pos < text.length) {
    const ch = text.charAt(pos);
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      pos += 1;
      continue;
    }
    if (ch === "'") {
      let end = pos + 1;
      let value = '';
      for (;;) {
        const close = text.indexOf("'", end);
        if (close < 0) throw errorAt(option, 'unterminated string', pos);
        value += text.slice(end, close);
        if (text.charAt(close + 1) === "'") {
          value += "'";
          end = close + 2;
        } else {
          end = close + 1;
          break;
        }
      }
      push('string', text.slice(pos, end), value);
      continue;
    }
    if (punctuation.has(ch)) {
      push(ch as TokenKind, ch);
      continue;
    }
    const guid = match(guidPattern, text, pos);
    if (guid) {
      push('guid', guid[0], guid[0].toLowerCase());
      continue;
    }
    if (ch === '-' || (ch >= '0' && ch <= '9')) {
      const dt = match(datetimePattern, text, pos);
      if (dt) {
        const [raw, y, mo, d, h, mi, s = '00', frac = '', offset] = dt;
        if (!validDate(Number(y), Number(mo), Number(d)) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 || !validOffset(offset?.replace(' ', '+'))) {
          throw errorAt(option, `invalid date and time ${quote(raw)}`, pos);
        }
        const zone = offset === undefined ? 'Z' : offset.replace(' ', '+');
        push('datetime', raw, `${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${zone}`);
        continue;
      }
      const date = match(datePattern, text, pos);
      if (date) {
        const [raw, y, mo, d] = date;
        if (!validDate(Number(y), Number(mo), Number(d))) throw errorAt(option, `invalid date ${quote(raw)}`, pos);
        push('date', raw);
        continue;
      }
      const num = match(numberPattern, text, pos);
      if (num) {
        const raw = num[0];
        const next = text.charAt(pos + raw.length);
        if (identChar.test(next)) throw errorAt(option, `invalid number ${quote(raw + next)}`, pos);
        if (!inRange(raw)) throw errorAt(option, `number ${quote(raw)} is out of range`, pos);
        push('number', raw);
        continue;
      }
    }
    const ident = match(identPattern, text, pos);
    if (ident) {
      push('ident', ident[0]);
      continue;
    }
    if (ch === '$') {
      const name = match(identPattern, text, pos + 1);
      if (name) {
        push('option', `$${name[0]}`, name[0]);
        continue;
      }
    }
    throw errorAt(option, `unexpected character '${ch}'`, pos);
  }
  tokens.push({ kind: 'eof', text: '', value: '', pos });
  return tokens;
}

/** A quoted string compared with a date field: its date or date-time token, if it is exactly one. */
export function readDate(text: string): Token | undefined {
  try {
    const [token, end] = tokenize(text, '');
    if (token && end?.kind === 'eof' && token.pos === 0 && token.text === text && (token.kind === 'date' || token.kind === 'datetime')) return token;
  } catch {
    // not a date: the caller names the value in its own message
  }
  return undefined;
}

const guidText = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A quoted string compared with a guid field, in lower case, if it is a GUID. */
export function readGuid(text: string): string | undefined {
  return guidText.test(text) ? text.toLowerCase() : undefined;
}
