import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH, idempotencyMessages } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest, conflict } from '../errors/index.ts';
import { IDEMPOTENCY_PENDING_LEASE_MS, type IdempotencyStoreOptions, createIdempotencyStore } from './store.ts';
// For the type of request.actor (the auth plugin declares it).
import type * as _auth from '../auth/index.ts';

/**
 * `Idempotency-Key` on create calls, as payment APIs take it (docs/api.md, "Retrying a create"). A
 * route opts in with `config: { idempotent: true }`. The same key from the same caller within a day:
 * - after the first request succeeded, answers its status and body again (header `Idempotent-Replayed:
 *   true`) without doing the work again;
 * - with a different request (method, route, parameters or body) answers 422;
 * - while the first is still being handled answers 409 at once (no waiting: a request holds no
 *   connection while another waits, and a client that gets 409 simply retries);
 * - after the first ended in a server error (5xx: the database was lost, the process died) answers
 *   409: whether it saved anything is unknown, so it is never run twice.
 * A refused first request (4xx) wrote nothing, so its key is free again. Keys are checked after the
 * route's permission and body validation, so a refused or malformed request never takes one.
 */

export type IdempotencyConfig = true | {
  /** False for an answer holding a secret shown once (a new API token): it is never stored, and a retry answers 409. */
  keepAnswer: false;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts an `Idempotency-Key` header (platform/idempotency). */
    idempotent?: IdempotencyConfig;
  }
  interface FastifyRequest {
    /** The key this request holds as the first with it; null otherwise. */
    idempotencyClaim: { caller: string; key: string; keepAnswer: boolean } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const VALID_KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** Keys belong to whoever sent them: a person, a token, or (public routes) an address. */
function callerOf(request: FastifyRequest): string {
  const { actor } = request;
  return actor ? `${actor.kind}:${actor.id}` : `anonymous:${request.ip}`;
}

/** What makes two requests the same: method, route, parameters, query and the validated body. */
function fingerprintOf(request: FastifyRequest): string {
  const what = [request.method, request.routeOptions.url, request.params ?? null, request.query ?? null, request.body ?? null];
  return createHash('sha256').update(JSON.stringify(what)).digest('base64url');
}

export interface IdempotencyOptions extends IdempotencyStoreOptions {
  db: Db;
}

export const idempotencyPlugin = fp(async (app: FastifyInstance, { db, ...storeOptions }: IdempotencyOptions) => {
  const store = createIdempotencyStore(db, storeOptions);
  app.decorateRequest('idempotencyClaim', null);

  async function replay(request: FastifyRequest, reply: FastifyReply, caller: string, key: string, fingerprint: string) {
    const row = await store.find(caller, key);
    // Released by a refused first request between our claim and this read: the caller may simply retry.
    if (!row) throw conflict(idempotencyMessages.inProgress);
    if (row.fingerprint !== fingerprint) throw new HttpError(422, idempotencyMessages.differentRequest);
    if (row.statusCode === null) {
      const interrupted = row.interrupted || row.ageMs > IDEMPOTENCY_PENDING_LEASE_MS;
      throw conflict(interrupted ? idempotencyMessages.outcomeUnknown : idempotencyMessages.inProgress);
    }
    if (row.body === null) throw conflict(idempotencyMessages.answerNotKept);
    request.log.info({ idempotencyKey: key }, 'answered again for a repeated Idempotency-Key');
    return reply.code(row.statusCode).type(row.contentType ?? 'application/json; charset=utf-8').header(REPLAYED_HEADER, 'true').send(row.body);
  }

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const config = request.routeOptions.config.idempotent;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (!config || header === undefined) return;
    if (typeof header !== 'string' || !VALID_KEY.test(header)) throw badRequest(idempotencyMessages.invalidKey);
    const caller = callerOf(request);
    const fingerprint = fingerprintOf(request);
    if (await store.claim(caller, header, fingerprint)) {
      request.idempotencyClaim = { caller, key: header, keepAnswer: config === true || config.keepAnswer };
      return;
    }
    return replay(request, reply, caller, header, fingerprint);
  }

  async function recordOutcome(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const status = reply.statusCode;
    try {
      if (status < 400) {
        const body = !claim.keepAnswer ? null : typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
        const contentType = reply.getHeader('content-type');
        await store.complete(claim.caller, claim.key, { statusCode: status, body, contentType: typeof contentType === 'string' ? contentType : null });
      } else if (status < 500) {
        await store.release(claim.caller, claim.key);
      } else {
        await store.interrupt(claim.caller, claim.key);
      }
    } catch (error) {
      // The answer goes out anyway; the key stays "under way" and reads as interrupted once its lease is over.
      request.log.warn({ err: error, idempotencyKey: claim.key }, 'the outcome of an Idempotency-Key could not be recorded');
    }
    return payload;
  }

  // Only on the routes that take a key: every other request (agents' check-ins and held requests among
  // them) runs no hook of this plugin, so no promise of its own.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), claimKey];
    route.onSend = [...[route.onSend ?? []].flat(), recordOutcome];
  });
});
