/**
 * The floor the portal's route is measured against: a bare fastify server whose one route sends the
 * same statement through a pg pool of the same size and answers its JSON, with nothing of the portal
 * (no authentication, no OData translation, no statement cache, no logger). What the portal's route
 * costs over it is the portal's own overhead; what it costs over direct SQL is HTTP's.
 */
import Fastify from 'fastify';
import pg from 'pg';
import type { Statement } from '../src/platform/odata/statements.ts';

export async function startBareRoute(databaseUrl: string, poolSize: number, statement: Statement) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const app = Fastify({ logger: false });
  app.get('/grid', async (_request, reply) => {
    const { rows: [row] } = await pool.query<{ count?: number; value: string }>({ name: statement.name, text: statement.text, values: statement.values });
    if (!row) throw new Error('the statement answered no row');
    return reply.type('application/json; charset=utf-8').send(`{"@odata.count":${row.count},"value":${row.value}}`);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/grid`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
