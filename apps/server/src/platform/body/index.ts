import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, badRequest } from '../errors/index.ts';
import { cleanBodies, refuseControlCharacters } from './control-characters.ts';

/**
 * Request bodies: how large, how deep, and which JSON media types.
 *
 * Every route takes at most `DEFAULT_BODY_LIMIT` bytes; a route that needs more (an upload, packet
 * ingestion) says so itself with fastify's route option `bodyLimit: 20 * MB`, so a large limit never
 * applies where nothing needs it. Too large a body answers 413 (platform/errors words the message).
 */
export const MB = 1024 * 1024;
export const DEFAULT_BODY_LIMIT = 1 * MB;

/**
 * No request of this API nests deeper than a handful of levels; 64 leaves room for any JSON Patch
 * value while keeping recursive code (validation, deep equality of `test` operations) far from the
 * stack's limit. Checked on the text, before anything recursive walks the value.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_PATCH_MEDIA_TYPE = 'application/json-patch+json';

/**
 * One pass over JSON text: whether its arrays and objects nest deeper than `max` (it stops there), and
 * whether a parsed string could hold a control character at all. JSON cannot carry one raw, so it can
 * only come from an escape other than \" \\ \/ (\u0000, \b, even \n) or be a raw U+007F-U+009F; text
 * with neither spares the walk over every parsed string (control-characters.ts).
 */
export function scanJsonText(text: string, max: number): { tooDeep: boolean; mayHoldControlCharacters: boolean } {
  let depth = 0;
  let inString = false;
  let mayHold = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x7f && c <= 0x9f) mayHold = true;
    if (inString) {
      if (c === 0x5c) {
        // A backslash: the next character is escaped.
        const next = text.charCodeAt(++i);
        if (next !== 0x22 && next !== 0x5c && next !== 0x2f) mayHold = true;
      } else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return { tooDeep: true, mayHoldControlCharacters: true };
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return { tooDeep: false, mayHoldControlCharacters: mayHold };
}

/** The deepest nesting of arrays and objects in JSON text, stopping as soon as it passes `max`. */
export function exceedsJsonDepth(text: string, max: number): boolean {
  return scanJsonText(text, max).tooDeep;
}

type Done = (err: Error | null, body?: unknown) => void;

/** `application/json` everywhere, and JSON Patch's own type on PATCH routes, both bounded in depth. */
export const bodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');

  function parseBounded(request: FastifyRequest, text: string, done: Done) {
    const scanned = scanJsonText(text, MAX_JSON_DEPTH);
    if (scanned.tooDeep) {
      done(badRequest(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep; send a flatter document.`));
      return;
    }
    if (!scanned.mayHoldControlCharacters) cleanBodies.add(request);
    parse(request, text, done);
  }

  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseBounded);
  // No string of any request holds a control character (NUL would reach PostgreSQL and fail there).
  app.addHook('preValidation', refuseControlCharacters);
  // RFC 6902's media type: what JSON Patch clients send. Only a PATCH takes a patch document.
  app.addContentTypeParser(JSON_PATCH_MEDIA_TYPE, { parseAs: 'string' }, (request, text, done) => {
    if (request.method !== 'PATCH') {
      done(new HttpError(415, `${JSON_PATCH_MEDIA_TYPE} is accepted by PATCH requests only; send this body as application/json.`));
      return;
    }
    parseBounded(request, text as string, done);
  });
  // The OpenAPI document lists both types for every PATCH body.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('PATCH') && route.schema?.body && !route.schema.consumes) {
      route.schema = { ...route.schema, consumes: ['application/json', JSON_PATCH_MEDIA_TYPE] };
    }
  });
});
