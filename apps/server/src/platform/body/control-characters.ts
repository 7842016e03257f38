import { controlCharacterMessage, firstControlCharacter } from '@portal/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from '../errors/index.ts';

/**
 * Control characters are refused at the edge, in every string of every request (body, query string
 * and path parameters, keys included), before validation, a service or PostgreSQL sees them: the
 * contracts' string schemas carry the same rule with the same words (contracts/common.ts), so a form
 * shows what the API answers; this check is the backstop for strings no schema describes (a JSON Patch
 * value, an OData option, a route's own parameter). Tab, line feed and carriage return pass here,
 * since only a schema knows whether its field is one line (issue 26 item 5).
 */

/** A 400 naming the field that holds a control character; the sign-in form shows it as it is. */
export class ControlCharacterError extends HttpError {
  readonly field: string;

  constructor(field: string, codePoint: number) {
    super(400, `${field}: ${controlCharacterMessage(codePoint)}`);
    this.field = field;
  }
}

interface Found {
  path: Array<string | number>;
  codePoint: number;
}

/**
 * Where the first control character is in a parsed value (depth is bounded by the body parser). The path
 * is built only on the way back from a find: a clean body, nearly every one, allocates nothing.
 */
export function findControlCharacter(value: unknown): Found | undefined {
  if (typeof value === 'string') {
    const codePoint = firstControlCharacter(value, true);
    return codePoint === undefined ? undefined : { path: [], codePoint };
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i]);
      if (found) return { path: [i, ...found.path], codePoint: found.codePoint };
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const inKey = firstControlCharacter(key, false);
      if (inKey !== undefined) return { path: [JSON.stringify(key).slice(1, -1)], codePoint: inKey };
      const found = findControlCharacter((value as Record<string, unknown>)[key]);
      if (found) return { path: [key, ...found.path], codePoint: found.codePoint };
    }
  }
  return undefined;
}

/** The field as a person knows it: a JSON Patch operation's value is named by the field it changes. */
function fieldName(body: unknown, found: Found, context: string): string {
  const [index, member, ...rest] = found.path;
  if (Array.isArray(body) && typeof index === 'number' && member === 'value') {
    const operation = body[index] as { path?: unknown } | undefined;
    if (typeof operation?.path === 'string' && operation.path.startsWith('/')) {
      return [...operation.path.slice(1).split('/'), ...rest].join('.');
    }
  }
  return found.path.length ? found.path.join('.') : context;
}

/** Requests whose JSON text the body parser found could hold no control character (index.ts, scanJsonText). */
export const cleanBodies = new WeakSet<FastifyRequest>();

/** preValidation hook: the request's parameters, query string and body hold no control character. */
export function refuseControlCharacters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const parts: Array<[string, unknown]> = [['params', request.params], ['querystring', request.query]];
  if (!cleanBodies.has(request)) parts.push(['body', request.body]);
  for (const [context, value] of parts) {
    const found = findControlCharacter(value);
    if (found) {
      done(new ControlCharacterError(fieldName(value, found, context), found.codePoint));
      return;
    }
  }
  done();
}
