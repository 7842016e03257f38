import { z } from 'zod';

/** Error body of every non-2xx answer. */
export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** An OData list answer. */
export function odataList<T extends z.ZodType>(item: T) {
  return z.object({ '@odata.count': z.number().int().optional(), value: z.array(item) });
}

export const Guid = z.guid('Please enter a valid GUID.');

/** An update may name its record's tenant, never another: moving a record between tenants is not an edit. */
export const tenantMoveMessage = (what: string) => `${what} cannot move to another tenant; create a new one there instead.`;

// ---------------------------------------------------------------------------------------------------
// Integer ids: the column's range, so a number that can name no row answers 400 instead of reaching SQL.

/** PostgreSQL `integer` (int4), the type of every identity column and its references. */
export const INT4_MAX = 2_147_483_647;
/** PostgreSQL `smallint`, the type of the enum id columns (types, states, severities). */
export const SMALLINT_MAX = 32_767;

const idRangeMessage = (what: string, max: number) => `${what} must be a whole number from 1 to ${max}.`;

/** A row id in a JSON body: a whole number from 1 to the `integer` column's maximum. */
export function intId(what = 'The id', max = INT4_MAX) {
  const message = idRangeMessage(what, max);
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
}

/** A row id in a path or query string (text, turned into a number), with the same range. */
export function intIdParam(what = 'The id', max = INT4_MAX) {
  const message = idRangeMessage(what, max);
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
}

/** True for a number an `integer` id column can hold (1 .. INT4_MAX). */
export function isInt4Id(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
}

// ---------------------------------------------------------------------------------------------------
// Links: only http and https may be stored, and only they are ever rendered as links.

export const httpUrlMessage = 'Please enter a web address starting with http:// or https://, for example https://example.com/ticket/42.';

/** True for an absolute http or https URL; `javascript:`, `data:`, relative and malformed text are not. */
export function isHttpUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** An optional URL field: empty or null is no link; anything else must be an http(s) URL of at most `max` characters. */
export function optionalHttpUrl(max = 2000) {
  return z.string().trim().max(max, `At most ${max} characters are allowed.`).check(singleLine()).nullish()
    .refine((v) => !v || isHttpUrl(v), httpUrlMessage);
}

// ---------------------------------------------------------------------------------------------------
// Control characters: C0 (U+0000..U+001F), DEL and C1 (U+007F..U+009F) are refused in every request
// string. PostgreSQL cannot store NUL at all, and the others are invisible in a form, can rewrite a
// terminal that shows a log line, and reach CSV exports. Multi-line text keeps tab, line feed and
// carriage return; single-line text (names, titles, search terms) keeps none of them.

const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/** The first control character a text may not hold, as a code point; undefined when it has none. */
export function firstControlCharacter(value: string, multiline = false): number | undefined {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code <= 0x1f || (code >= 0x7f && code <= 0x9f)) && !(multiline && isLineBreakOrTab(code))) return code;
  }
  return undefined;
}

/** What a person reads when a text holds a control character (the server puts the field's name before it). */
export function controlCharacterMessage(codePoint: number | undefined): string {
  if (codePoint !== undefined && isLineBreakOrTab(codePoint)) {
    return 'Tabs and line breaks are not allowed here; please keep this text on one line.';
  }
  const name = codePoint === undefined ? '' : ` U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return `Please remove the invisible control character${name} from this text.`;
}

function refuseControlCharacters(multiline: boolean) {
  return z.refine<string>((value) => firstControlCharacter(value, multiline) === undefined, {
    error: (issue) => controlCharacterMessage(typeof issue.input === 'string' ? firstControlCharacter(issue.input, multiline) : undefined),
  });
}

/** A check for one-line request text: `z.string().trim().max(200).check(singleLine())`; after trim, so a pasted trailing line break is dropped, not refused. */
export const singleLine = () => refuseControlCharacters(false);
/** A check for request text that may span lines: tab, line feed and carriage return stay, other control characters are refused. */
export const multiLine = () => refuseControlCharacters(true);
