import {
  DeviceOperationCloneBody, DeviceOperationCloneResponse, DeviceOperationListItem, DeviceOperationListResponse,
  DeviceOperationLogsResponse, DeviceOperationMessageResponse, DeviceOperationResponse, DeviceOperationSaveBody,
  DeviceOperationSavedResponse, Guid, deviceOperationMessages,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { createDeviceOperationsService } from './deviceoperations.service.ts';

const Params = z.object({ deviceOperationId: Guid });
/** find-my-way names the parameter of an OData function with its closing parenthesis. */
const ActiveParams = z.object({ 'deviceId)': z.string().transform((v) => v.replace(/\)$/, '').replace(/^'(.*)'$/, '$1')).pipe(Guid) });
const tags = ['deviceOperations'];
const base = '/v1/deviceOperations';

/** Device operations (part 2 §7, base v1/deviceOperations); paths the spec does not show are in docs/areas/deviceoperations.md. */
export const deviceOperationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, invalidation }) => {
  const service = createDeviceOperationsService({ db, invalidation });

  app.get(base, {
    config: { permission: 'Devices:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: DeviceOperationListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get(`${base}/active(deviceId=:deviceId)`, {
    config: { permission: 'Devices:view' },
    schema: { tags, params: ActiveParams, response: { 200: z.array(DeviceOperationListItem) } },
  }, async (request) => service.active(requireActor(request), request.params['deviceId)'].toLowerCase()));

  app.get(`${base}/:deviceOperationId`, {
    config: { permission: 'Devices:view' },
    schema: { tags, params: Params, response: { 200: DeviceOperationResponse } },
  }, async (request) => service.get(requireActor(request), request.params.deviceOperationId.toLowerCase()));

  app.get(`${base}/:deviceOperationId/logs`, {
    config: { permission: 'Devices:view' },
    schema: { tags, params: Params, querystring: ODataQuerySchema, response: { 200: DeviceOperationLogsResponse } },
  }, async (request) => service.logs(requireActor(request), request.params.deviceOperationId.toLowerCase(), request.query));

  app.post(`${base}/:deviceOperationId/enqueueOnDemand`, {
    config: { permission: 'Devices:edit' },
    schema: { tags, params: Params, response: { 200: DeviceOperationSavedResponse } },
  }, async (request) => ({
    message: deviceOperationMessages.enqueued,
    deviceOperation: await service.enqueue(requireActor(request), request.params.deviceOperationId.toLowerCase()),
  }));

  app.post(`${base}/:deviceOperationId/dequeueOnDemand`, {
    config: { permission: 'Devices:edit' },
    schema: { tags, params: Params, response: { 200: DeviceOperationSavedResponse } },
  }, async (request) => ({
    message: deviceOperationMessages.dequeued,
    deviceOperation: await service.dequeue(requireActor(request), request.params.deviceOperationId.toLowerCase()),
  }));

  app.put(base, {
    config: { permission: 'Devices:create', idempotent: true },
    schema: { tags, body: DeviceOperationSaveBody, response: { 200: DeviceOperationSavedResponse } },
  }, async (request) => ({
    message: deviceOperationMessages.created,
    deviceOperation: await service.create(requireActor(request), request.body),
  }));

  app.post(`${base}/clone`, {
    config: { permission: 'Devices:create' },
    schema: { tags, body: DeviceOperationCloneBody, response: { 200: DeviceOperationCloneResponse } },
  }, async (request) => ({
    message: deviceOperationMessages.cloned,
    deviceOperationIds: await service.clone(requireActor(request), request.body),
  }));

  app.post(`${base}/:deviceOperationId`, {
    config: { permission: 'Devices:edit' },
    schema: { tags, params: Params, body: DeviceOperationSaveBody, response: { 200: DeviceOperationSavedResponse } },
  }, async (request) => ({
    message: deviceOperationMessages.updated,
    deviceOperation: await service.update(requireActor(request), request.params.deviceOperationId.toLowerCase(), request.body),
  }));

  app.delete(`${base}/:deviceOperationId`, {
    config: { permission: 'Devices:delete' },
    schema: { tags, params: Params, response: { 200: DeviceOperationMessageResponse } },
  }, async (request) => {
    await service.remove(requireActor(request), request.params.deviceOperationId.toLowerCase());
    return { message: deviceOperationMessages.disabled };
  });
};
