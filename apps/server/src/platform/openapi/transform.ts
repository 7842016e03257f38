import type { SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RoutePermission } from '../auth/index.ts';
import { collectionNames, operationOverrides, tagDescriptions } from './operations.ts';

/**
 * The API document is made here, from what each route declares: its permission gives the security
 * requirement and the 401/403 answers, its params/query/body the 400 (and 404, 413, 415) answers.
 * A route may still say its own `summary` or `operationId` in its schema; operations.ts holds the
 * few that its path cannot give.
 */

/**
 * Only these paths are the API (with the agent API and the agent download); client pages, static files,
 * OIDC, metrics and the docs are not.
 */
const API_PATH = /^\/(api|v1|agent\/v1|downloads)\//i;
const DOCS_PATH = /^\/api\/docs(\/|$)/i;

/** Literal parentheses of OData function paths: @fastify/swagger would read them as a regular expression. */
const OPEN = '\uE000';
const CLOSE = '\uE001';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
type Schema = Record<string, unknown> & { params?: JsonSchema; body?: unknown; querystring?: unknown; headers?: unknown; hide?: boolean };
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Errors an operation can answer, as `x-portal-errors`; turned into responses by `completeDocument`. */
const ERRORS_KEY = 'x-portal-errors';

/** `/v1/a/:id` as the document writes it: `/v1/a/{id}`; a find-my-way name ending in `)` (`:id)`) is `id` then `)`. */
export function documentPath(url: string): { path: string; renamed: Record<string, string> } {
  const renamed: Record<string, string> = {};
  const path = url.replace(/:(\w+)(\)?)/g, (_m, name: string, close: string) => {
    if (close) renamed[`${name})`] = name;
    return `{${name}}${close}`;
  });
  return { path, renamed };
}

function words(segment: string): string {
  const plain = segment.replace(/[^A-Za-z0-9]/g, '');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** `GET /v1/workunits/{workUnitId}/history` → `getV1WorkunitsByWorkUnitIdHistory`: stable while the path is. */
export function defaultOperationId(method: string, path: string): string {
  const parts = path.split('/').filter(Boolean).map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment);
    if (param) return `By${words(param[1]!)}`;
    // An OData function (`Export()`) differs from a plain segment of the same name (`export`).
    if (segment.includes('(')) return `${words(segment.slice(0, segment.indexOf('(')))}Function`;
    return words(segment);
  });
  return method.toLowerCase() + parts.join('');
}

/** A summary from the path's shape: list, create, get, update, delete, export, grouped. */
export function defaultSummary(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  const collectionAt = segments.findIndex((s) => s in collectionNames);
  const names = collectionAt >= 0 ? collectionNames[segments[collectionAt]!] : undefined;
  const rest = collectionAt >= 0 ? segments.slice(collectionAt + 1) : [];
  if (names) {
    const [plural, singular] = names;
    const byId = rest.length === 1 && rest[0]!.startsWith('{');
    if (rest.length === 0 && method === 'GET') return `List ${plural}`;
    if (rest.length === 0 && method === 'PUT') return `Create a ${singular}`;
    if (byId && method === 'GET') return `Get a ${singular}`;
    if (byId && method === 'POST') return `Update a ${singular}`;
    if (byId && method === 'DELETE') return `Delete a ${singular}`;
    if (rest.length === 1 && rest[0]!.toLowerCase() === 'export') return `Export ${plural} as CSV`;
    if (rest.length === 1 && rest[0] === 'grouped') return `List ${plural} grouped`;
  }
  return `${method} ${path}`;
}

function permissionText(permission: RoutePermission | undefined): string | undefined {
  if (permission === undefined || permission === 'public') return undefined;
  if (permission === 'authenticated') return 'Any signed-in caller.';
  const names = typeof permission === 'string' ? [permission] : permission.anyOf;
  return `Permission: ${names.map((n) => `\`${n}\``).join(' or ')}.`;
}

function errorsOf(schema: Schema, route: RouteOptions, conflict: boolean): number[] {
  const permission = route.config?.permission as RoutePermission | undefined;
  const hasParams = Boolean(schema.params && Object.keys(schema.params.properties ?? {}).length);
  const takesInput = hasParams || Boolean(schema.querystring || schema.body || schema.headers);
  const takesBody = Boolean(schema.body);
  const errors = new Set<number>();
  if (takesInput || takesBody) errors.add(400);
  if (permission !== 'public') errors.add(401);
  if (permission !== 'public' && permission !== 'authenticated') errors.add(403);
  if (hasParams) errors.add(404);
  if (conflict) errors.add(409);
  if (takesBody) { errors.add(413); errors.add(415); }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) errors.add(429);
  errors.add(503);
  return [...errors].sort((a, b) => a - b);
}

/** @fastify/swagger's `transform`: the zod schemas as JSON schema, then the portal's defaults. */
export function openApiTransform(input: TransformInput): { schema: Schema; url: string } {
  const { route, url } = input;
  const method = [route.method].flat()[0]!.toUpperCase();
  if (!API_PATH.test(url) || DOCS_PATH.test(url)) return { schema: { ...(input.schema as Schema), hide: true }, url };
  const transformed = jsonSchemaTransform(input).schema as Schema;
  const schema: Schema = { ...transformed };
  const override = operationOverrides[`${method} ${url}`] ?? {};
  const { path, renamed } = documentPath(url);

  if (schema.params && (Object.keys(renamed).length || override.params)) {
    const properties: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(schema.params.properties ?? {})) properties[renamed[name] ?? name] = value;
    Object.assign(properties, override.params);
    schema.params = { ...schema.params, properties, required: schema.params.required?.map((n) => renamed[n] ?? n) };
  }
  const permission = route.config?.permission as RoutePermission | undefined;
  if ((route.config as { idempotent?: unknown } | undefined)?.idempotent) {
    const headers = (schema.headers ?? { type: 'object', properties: {} }) as JsonSchema;
    schema.headers = { ...headers, properties: { ...headers.properties, 'idempotency-key': idempotencyKeyHeader } };
  }
  schema.summary ??= override.summary ?? defaultSummary(method, path);
  schema.operationId ??= override.operationId ?? defaultOperationId(method, path);
  schema.tags ??= [path.split('/').filter((s) => !/^(api|v1)$/i.test(s))[0]!.toLowerCase()];
  schema.security = permission === 'public' ? [] : [{ bearer: [] }];
  const needs = permissionText(permission);
  if (needs) schema.description = schema.description ? `${schema.description as string}\n\n${needs}` : needs;
  schema[ERRORS_KEY] = errorsOf(schema, route, override.conflict ?? false);
  return { schema, url: path.replaceAll('(', OPEN).replaceAll(')', CLOSE) };
}

const idempotencyKeyHeader = {
  type: 'string', minLength: 1, maxLength: 255,
  description: 'Makes a retried create safe: the same key from the same caller within 24 hours answers the first result '
    + 'again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md).',
};

const problemSchema = {
  type: 'object',
  description: 'Every error answer: its HTTP status, the status\'s name and a message a person can act on.',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    error: { type: 'string', example: 'Bad Request' },
    message: { type: 'string', example: 'title: Required' },
  },
};

const successNames: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'No Content' };

const retryAfter = { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } };

const errorResponses: Record<number, { name: string; description: string; headers?: Record<string, unknown> }> = {
  400: { name: 'BadRequest', description: 'The request is not valid; the message says what to change.' },
  401: {
    name: 'Unauthorized', description: 'No access token, or one that is invalid or has expired.',
    headers: { 'WWW-Authenticate': { description: 'The bearer challenge (RFC 6750).', schema: { type: 'string' } } },
  },
  403: { name: 'Forbidden', description: 'Signed in, but without the permission this operation needs.' },
  404: { name: 'NotFound', description: 'No such record, or one in a tenant the caller may not see.' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state: a duplicate, a record in use, a decision already made or a failed JSON Patch test.' },
  413: { name: 'PayloadTooLarge', description: 'The request body is larger than this operation accepts.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not sent as application/json.' },
  429: { name: 'TooManyRequests', description: 'Too many requests; try again later.', headers: { 'Retry-After': retryAfter } },
  503: {
    name: 'ServiceUnavailable', description: 'The database or the identity provider cannot be reached at the moment; the request may be retried.',
    headers: { 'Retry-After': retryAfter },
  },
};

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown> & { responses?: Record<string, unknown> }>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  tags?: Array<{ name: string; description?: string }>;
  [key: string]: unknown;
}

/**
 * @fastify/swagger's `transformObject`: the shared error answers, the OData paths' parentheses,
 * the tags with their descriptions; and a refusal of two operations with one id.
 */
export function completeDocument(document: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const ids = new Map<string, string>();
  const tags = new Set<string>();
  for (const [key, item] of Object.entries(document.paths)) {
    const path = key.replaceAll(OPEN, '(').replaceAll(CLOSE, ')');
    const operations: OpenApiDocument['paths'][string] = {};
    for (const [method, operation] of Object.entries(item)) {
      const { [ERRORS_KEY]: errors = [], ...rest } = operation as Record<string, unknown> & { [ERRORS_KEY]?: number[] };
      const responses: Record<string, unknown> = {};
      for (const [status, response] of Object.entries(rest.responses as Record<string, { description?: string }>)) {
        // @fastify/swagger's placeholder says nothing; the status's own name says a little more.
        const named = response.description === 'Default Response' && successNames[status];
        responses[status] = named ? { ...response, description: named } : response;
      }
      for (const status of errors) responses[status] ??= { $ref: `#/components/responses/${errorResponses[status]!.name}` };
      const id = rest.operationId as string;
      const other = ids.get(id);
      if (other) throw new Error(`The operations ${other} and ${method.toUpperCase()} ${path} have the same operationId ${id}: give one its own in operations.ts.`);
      ids.set(id, `${method.toUpperCase()} ${path}`);
      for (const tag of (rest.tags as string[] | undefined) ?? []) tags.add(tag);
      operations[method] = { ...rest, responses };
    }
    paths[path] = operations;
  }
  const responses = Object.fromEntries(Object.values(errorResponses).map(({ name, description, headers }) => [name, {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
  }]));
  return {
    ...document,
    tags: [...tags].sort().map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) })),
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Problem: problemSchema },
      responses: { ...document.components?.responses, ...responses },
    },
  };
}

/** `completeDocument` as @fastify/swagger's `transformObject` option. */
export const openApiTransformObject: SwaggerTransformObject = (documentObject) =>
  completeDocument((documentObject as unknown as { openapiObject: OpenApiDocument }).openapiObject) as ReturnType<SwaggerTransformObject>;
