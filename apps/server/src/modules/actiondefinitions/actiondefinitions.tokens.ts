/**
 * Value tokens: `{Name}` in a definition's URL, headers and body, and in the parameter values a rule or
 * protocol configures, is replaced by the run's value of that name. Names are the definition's input
 * parameters (after their own tokens were replaced) and the run's tokens ({Packet.EntityId},
 * {Rule.Name}, {Match.Count}...; docs/areas/actions.md lists them). An unknown token stays as written.
 */

const TOKEN = /\{([A-Za-z0-9_.-]+)\}/g;

export type Escape = (value: string) => string;

export const escapeNone: Escape = (v) => v;
/** Inside a JSON string literal: the value without its quotes, so `"{Packet.Value}"` stays valid JSON. */
export const escapeJson: Escape = (v) => JSON.stringify(v).slice(1, -1);
/** In a URL: percent-encoded. */
export const escapeUrl: Escape = (v) => encodeURIComponent(v);
/** In a header value: line breaks and other control characters dropped (no header injection). */
// eslint-disable-next-line no-control-regex -- the point is to find them
export const escapeHeader: Escape = (v) => v.replace(/[\u0000-\u001f\u007f]/g, ' ');

export function replaceTokens(text: string, values: Record<string, string>, escape: Escape = escapeNone): string {
  return text.replace(TOKEN, (whole, name: string) => (Object.hasOwn(values, name) ? escape(values[name]!) : whole));
}

/**
 * The values a run's texts are filled from: the tokens, then the parameters with the tokens replaced in
 * them (a parameter named like a token wins: the rule's author chose it).
 */
export function runValues(parameters: Record<string, string>, tokens: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = { ...tokens };
  for (const [name, value] of Object.entries(parameters)) values[name] = replaceTokens(value, tokens);
  return values;
}

/** Parameters with their tokens replaced, as the history shows them (secret-looking values masked). */
export function resolvedParameters(parameters: Record<string, string>, tokens: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, maskIfSecret(name, replaceTokens(value, tokens))]));
}

const SECRET_NAME = /(pass(word)?|secret|token|api[-_]?key|authorization|signature|cookie|credential)/i;
export const MASK = '••••••';

export function maskIfSecret(name: string, value: string): string {
  return SECRET_NAME.test(name) ? MASK : value;
}

/** Header pairs as recorded: values of secret-looking headers masked. */
export function maskedHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, maskIfSecret(name, value)]));
}

/** Removes every secret value (header values, parameters) that a response may echo back. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(MASK);
  return out;
}

/** `ExtraParameters` of the email built-in: `key=value` per line or separated by ';'. */
export function parseKeyValueList(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (text ?? '').split(/[;\r\n]+/)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}
