import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { HttpError } from '../../platform/errors/index.ts';

const tags = ['downloads'];

/** The reference agent as one file, built by `npm run build` (apps/agent/scripts/build.mjs). */
export const AGENT_BUNDLE = fileURLToPath(new URL('../../../../agent/dist/agent.mjs', import.meta.url));

export const AGENT_BUNDLE_MISSING = 'The agent download is not built on this server; run npm run build (or npm start) and try again.';

/**
 * Public downloads: the reference agent, offered on the landing page, for a machine to fetch without a
 * sign-in (it enrolls with an API token afterwards). Read from disk at each request, so a rebuild is served.
 */
export const downloadsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  app.get('/downloads/agent.mjs', {
    config: { permission: 'public' },
    schema: { tags, summary: 'The reference agent, one JavaScript file for Node 20 or later' },
  }, async (_request, reply) => {
    const file = await stat(AGENT_BUNDLE).catch(() => null);
    if (!file?.isFile()) throw new HttpError(404, AGENT_BUNDLE_MISSING);
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('content-disposition', 'attachment; filename="agent.mjs"')
      .header('content-length', String(file.size))
      .header('cache-control', 'no-cache')
      .header('last-modified', file.mtime.toUTCString())
      .send(createReadStream(AGENT_BUNDLE));
  });
};
