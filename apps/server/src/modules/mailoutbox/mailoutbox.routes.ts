import { MailOutboxListResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { MAIL_OUTBOX_PERMISSION, createMailOutboxService } from './mailoutbox.service.ts';

const tags = ['mailoutbox'];

export const mailOutboxRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  const service = createMailOutboxService({ db });

  app.get('/v1/mailoutbox', {
    config: { permission: MAIL_OUTBOX_PERMISSION },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: MailOutboxListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));
};
