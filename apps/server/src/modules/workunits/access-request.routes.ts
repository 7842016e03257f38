import { AccessRequestBody, AccessRequestCreatedResponse, accessRequestMessages } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { createAccessRequestService } from './access-request.service.ts';
import type { WorkUnitsService } from './workunits.service.ts';

/** Requests per minute and client address; the form is public, so it is the only brake on abuse. */
export const ACCESS_REQUESTS_PER_MINUTE = 5;

export const accessRequestRoutes: FastifyPluginAsyncZod<ModuleOptions & { workUnits: WorkUnitsService }> = async (app, { db, config, workUnits }) => {
  const service = createAccessRequestService({ db, workUnits, tenantId: config.ACCESS_REQUEST_TENANT_ID });

  app.post('/api/v1/accessrequest', {
    config: { permission: 'public', rateLimit: { max: ACCESS_REQUESTS_PER_MINUTE, timeWindow: '1 minute' }, idempotent: true },
    schema: { tags: ['accessrequest'], security: [], body: AccessRequestBody, response: { 200: AccessRequestCreatedResponse } },
  }, async (request) => ({ ...(await service.create(request.body)), message: accessRequestMessages.success }));
};
