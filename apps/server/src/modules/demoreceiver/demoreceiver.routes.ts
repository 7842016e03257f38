import { DemoDeliveryAnswer, DemoDeliveryListResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { createDemoReceiverService } from './demoreceiver.service.ts';

const tags = ['demoreceiver'];

/** The path the demo's HTTP action calls (http://demo-receiver.invalid/v1/demoreceiver/hooks). */
export const DEMO_RECEIVER_HOOK_PATH = '/v1/demoreceiver/hooks';

export const demoReceiverRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config }) => {
  const service = createDemoReceiverService({ db, config });

  await app.register(async (raw) => {
    // The signature is over the exact bytes sent: every body is taken as text, never parsed.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    // One route per method, each with its own schema object (and so its own operation in the API document).
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      raw.route({
        method,
        url: DEMO_RECEIVER_HOOK_PATH,
        // Signed, not signed in: the signature decides whose delivery it is (and an unsigned one is refused).
        config: { permission: 'public' },
        schema: { tags, summary: `Receive a signed ${method} webhook delivery (demo receiver, DEMO_FEED)`, response: { 200: DemoDeliveryAnswer } },
        handler: async (request) => service.receive({
          method: request.method, path: request.url, headers: request.headers, body: typeof request.body === 'string' ? request.body : '',
        }),
      });
    }
  });

  app.get('/v1/demoreceiver/deliveries', {
    config: { permission: 'ActionDefinitions:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: DemoDeliveryListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));
};
