/**
 * The translator behind a real Fastify route with the zod type provider and the errors plugin, as a
 * module would mount it: the query schema lets other keys through and mistakes answer 400 as JSON.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import { errorsPlugin } from '../errors/index.ts';
import { type ODataQuery, ODataQuerySchema, runList } from './index.ts';
import { freshDatabase, tenantEntity } from './entities.fixtures.ts';

const app = Fastify();

beforeAll(async () => {
  const db = await freshDatabase();
  await db.insert(tenants).values([{ name: 'Acme' }, { name: 'Beta' }]);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get('/tenants', { schema: { querystring: ODataQuerySchema } }, async (request) => {
    // a route of a module gets this type from FastifyPluginAsyncZod; this bare app has no provider
    const query = request.query as ODataQuery;
    return { route: query.extra ?? null, ...(await runList(db, tenantEntity, query)) };
  });
  await app.ready();
  return () => app.close();
});

const get = (query: string) => app.inject({ method: 'GET', url: `/tenants?${query}` });

describe('an OData route', () => {
  it('answers a page with its count and keeps the route its own parameters', async () => {
    const response = await get(`$filter=${encodeURIComponent("name ne 'Beta'")}&$select=name&$count=true&extra=kept`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ route: 'kept', '@odata.count': 1, value: [{ name: 'Acme' }] });
  });

  it('answers 400 with the message for a bad option', async () => {
    const response = await get(`$filter=${encodeURIComponent("foo eq 'x'")}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: "$filter: unknown field 'foo' at position 1" });
    expect((await get('$top=5000')).json().message).toBe('$top must be an integer between 0 and 1000');
    expect((await get('$format=xml')).statusCode).toBe(400);
  });

  it('answers 400 for a repeated option', async () => {
    const response = await get('$top=1&$top=2');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^\$top: /);
  });
});
