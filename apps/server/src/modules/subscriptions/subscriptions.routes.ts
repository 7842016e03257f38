import {
  GroupedDropdownResponse,
  Guid,
  SubscriptionCreateBody,
  SubscriptionListResponse,
  SubscriptionResponse,
  SubscriptionUpdateBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { exportQuery, sendListCsv } from '../../platform/export/csv.ts';
import { ODataQueryObjectSchema } from '../../platform/odata/index.ts';
import { subscriptionCsvColumns } from './subscriptions.entity.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';

const Params = z.object({ subscriptionId: Guid });
/** OData options plus `tenantId`, the tenant whose subscriptions are wanted. */
const ListQuery = ODataQueryObjectSchema.extend({ tenantId: Guid.optional() });
const tags = ['subscriptions'];

export const subscriptionsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  const service = createSubscriptionsService({ db });

  app.get('/v1/subscriptions', {
    config: { permission: 'Subscriptions:view' },
    schema: { tags, querystring: ListQuery, response: { 200: SubscriptionListResponse } },
  }, async (request) => service.list(requireActor(request), request.query, request.query.tenantId));

  app.get('/v1/subscriptions/export', {
    config: { permission: 'Subscriptions:view' },
    schema: { tags, querystring: ListQuery },
  }, async (request, reply) => {
    const list = await service.list(requireActor(request), exportQuery({ $expand: 'tenant', ...request.query }), request.query.tenantId);
    return sendListCsv(reply, 'subscriptions.csv', list, request.query.$select ? undefined : subscriptionCsvColumns);
  });

  app.get('/v1/subscriptions/grouped', {
    config: { permission: 'Subscriptions:view' },
    schema: { tags, querystring: ListQuery, response: { 200: GroupedDropdownResponse } },
  }, async (request) => service.grouped(requireActor(request), request.query, request.query.tenantId));

  app.get('/v1/subscriptions/:subscriptionId', {
    config: { permission: 'Subscriptions:view' },
    schema: { tags, params: Params, response: { 200: SubscriptionResponse } },
  }, async (request) => service.get(requireActor(request), request.params.subscriptionId));

  app.put('/v1/subscriptions', {
    config: { permission: 'Subscriptions:create', idempotent: true },
    schema: { tags, body: SubscriptionCreateBody, response: { 200: SubscriptionResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/subscriptions/:subscriptionId', {
    config: { permission: 'Subscriptions:edit' },
    schema: { tags, params: Params, body: SubscriptionUpdateBody, response: { 200: SubscriptionResponse } },
  }, async (request) => service.update(requireActor(request), request.params.subscriptionId, request.body));
};
