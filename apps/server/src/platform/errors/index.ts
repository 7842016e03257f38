import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { sqlStateOf } from '../logging/safe-error.ts';
import { HttpError } from './errors.ts';

export * from './errors.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Content', 429: 'Too Many Requests', 500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Fastify's own words for a refused body name neither the limit nor the remedy; these do. */
function bodyErrorMessage(err: FastifyError, request: FastifyRequest): string | undefined {
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit;
    const size = limit >= 1024 * 1024 ? `${Math.round((limit / 1024 / 1024) * 10) / 10} MB` : `${Math.round(limit / 1024)} KB`;
    return `The request body is larger than the ${size} this endpoint accepts.`;
  }
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'This endpoint does not accept the body\'s Content-Type; send it as application/json.';
  return undefined;
}

/**
 * PostgreSQL refuses text it cannot store: NUL (22021, invalid byte sequence) and, in jsonb, \u0000
 * (22P05, untranslatable character). Requests are checked for them at the edge (platform/body); this
 * is the last resort for a path that was missed, so the caller gets a 400 rather than a 500.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);
export const unstorableTextMessage = 'The request holds characters that cannot be stored, such as NUL (U+0000); please remove them and try again.';

/** Every error leaves as `{ statusCode, error, message }`; 5xx never carry internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    let message = bodyErrorMessage(err, request) ?? err.message;
    if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      message = err.validation
        .map((v) => {
          const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext;
          return field ? `${field}: ${v.message}` : v.message;
        })
        .join('; ');
    } else if (err.validation) {
      status = 400;
    }
    if (status >= 500 && UNSTORABLE_TEXT_STATES.has(sqlStateOf(err) ?? '')) {
      request.log.warn({ err }, 'request refused: text the database cannot store');
      status = 400;
      message = unstorableTextMessage;
    } else if (status >= 500 && isDatabaseUnavailable(err)) {
      // The database is restarting, unreachable or overloaded: the caller did nothing wrong and may retry.
      request.log.warn({ err }, 'database unavailable');
      status = 503;
      message = 'The database is unavailable at the moment. Please try again in a few seconds.';
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) {
      request.log.error({ err }, 'request failed');
      message = 'An unexpected error occurred. Please try again.';
    }
    reply.status(status).send({ statusCode: status, error: reasons[status] ?? 'Error', message });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url.split('?')[0]}.` });
  });
});
