import {
  PendingDeviceDeleteBody, PendingDeviceDeleteResponse, PendingDeviceListFlags, PendingDeviceListResponse, PendingDevicePromoteBody,
  PendingDevicePromoteResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { exportQuery, sendListCsv } from '../../platform/export/csv.ts';
import { ODataQueryObjectSchema } from '../../platform/odata/index.ts';
import { pendingDeviceCsvColumns } from './pendingdevices.entity.ts';
import type { PendingDevicesService } from './pendingdevices.service.ts';

const tags = ['pendingdevices'];
const ListQuery = ODataQueryObjectSchema.extend(PendingDeviceListFlags.shape);

/** Pending devices (part 2 §3, docs/areas/pendingdevices.md); enrollment itself is the agent API's. */
export const pendingDevicesRoutes: FastifyPluginAsyncZod<ModuleOptions & { service: PendingDevicesService }> = async (app, { service }) => {
  app.get('/v1/pendingdevices', {
    config: { permission: 'PendingDevices:view' },
    schema: { tags, querystring: ListQuery, response: { 200: PendingDeviceListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/pendingdevices/export', {
    config: { permission: 'PendingDevices:view' },
    schema: { tags, querystring: ListQuery },
  }, async (request, reply) => {
    const list = await service.list(requireActor(request), exportQuery({ $expand: 'tenant', ...request.query }));
    return sendListCsv(reply, 'pendingdevices.csv', list, request.query.$select ? undefined : pendingDeviceCsvColumns);
  });

  // Also needs Devices:create in each device's tenant: the service checks it (a route declares one permission).
  app.post('/v1/pendingdevices/batchpromote', {
    config: { permission: 'PendingDevices:edit' },
    schema: { tags, body: PendingDevicePromoteBody, response: { 200: PendingDevicePromoteResponse } },
  }, async (request) => service.promote(requireActor(request), request.body.pendingDeviceIds, request.body.subscriptionId));

  app.delete('/v1/pendingdevices/batchdelete', {
    config: { permission: 'PendingDevices:delete' },
    schema: { tags, body: PendingDeviceDeleteBody, response: { 200: PendingDeviceDeleteResponse } },
  }, async (request) => service.remove(requireActor(request), request.body.pendingDeviceIds));
};
