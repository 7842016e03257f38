import {
  DeviceListResponse, DeviceLogListResponse, DeviceLogQuery, DeviceMessageResponse, DeviceMetricsQuery, DeviceMetricsResponse,
  DeviceResponse, DeviceSaveBody, Guid, InstallationListResponse, InstallationsSaveBody, TracingBody, TracingResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import { exportQuery, sendListCsv } from '../../platform/export/csv.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { deviceCsvColumns } from './devices.entity.ts';
import { createInstallationsService } from './devices.installations.ts';
import { createDeviceReadsService } from './devices.metrics.ts';
import { createDevicesService } from './devices.service.ts';

const Params = z.object({ deviceId: Guid });
const tags = ['devices'];

/** The portal's device calls (docs/areas/devices.md). No create: devices come from promoting pending devices. */
export const devicesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, invalidation }) => {
  const devices = createDevicesService({ db, invalidation });
  const installations = createInstallationsService({ db, devices });
  const reads = createDeviceReadsService({ db, devices });

  app.get('/v1/devices', {
    config: { permission: 'Devices:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: DeviceListResponse } },
  }, async (request) => devices.list(requireActor(request), request.query));

  app.get('/v1/devices/export', {
    config: { permission: 'Devices:view' },
    schema: { tags, querystring: ODataQuerySchema },
  }, async (request, reply) => {
    const list = await devices.list(requireActor(request), exportQuery({ $expand: 'location', ...request.query }));
    return sendListCsv(reply, 'devices.csv', list, request.query.$select ? undefined : deviceCsvColumns);
  });

  app.get('/v1/devices/:deviceId', {
    config: { permission: 'Devices:view' },
    schema: { tags, params: Params, response: { 200: DeviceResponse } },
  }, async (request) => devices.get(requireActor(request), request.params.deviceId));

  app.post('/v1/devices/:deviceId', {
    config: { permission: 'Devices:edit' },
    schema: { tags, params: Params, body: DeviceSaveBody, response: { 200: DeviceResponse } },
  }, async (request) => devices.save(requireActor(request), request.params.deviceId, request.body));

  app.post('/v1/devices/:deviceId/tracing', {
    config: { permission: 'Devices:edit' },
    schema: { tags, params: Params, body: TracingBody, response: { 200: TracingResponse } },
  }, async (request) => devices.tracing(requireActor(request), request.params.deviceId, request.body.traceMinutes));

  app.post('/v1/devices/:deviceId/restart', {
    config: { permission: 'Devices:edit' },
    schema: { tags, params: Params, response: { 200: DeviceMessageResponse } },
  }, async (request) => devices.restart(requireActor(request), request.params.deviceId));

  app.delete('/v1/devices/:deviceId', {
    config: { permission: 'Devices:delete' },
    schema: { tags, params: Params, response: { 200: DeviceMessageResponse } },
  }, async (request) => devices.remove(requireActor(request), request.params.deviceId));

  app.get('/v1/devices/:deviceId/logs', {
    config: { permission: 'Devices:view' },
    schema: { tags, params: Params, querystring: DeviceLogQuery, response: { 200: DeviceLogListResponse } },
  }, async (request) => reads.logs(requireActor(request), request.params.deviceId, request.query));

  app.get('/v1/devices/:deviceId/installations', {
    config: { permission: 'Devices:view' },
    schema: { tags, params: Params, response: { 200: InstallationListResponse } },
  }, async (request) => installations.list(requireActor(request), request.params.deviceId));

  app.post('/v1/devices/:deviceId/installations', {
    config: { permission: 'Devices:edit' },
    schema: { tags, params: Params, body: InstallationsSaveBody, response: { 200: DeviceMessageResponse } },
  }, async (request) => installations.save(requireActor(request), request.params.deviceId, request.body));

  app.get('/v1/devices/:deviceId/metrics', {
    config: { permission: 'Devices:view' },
    schema: { tags, params: Params, querystring: DeviceMetricsQuery, response: { 200: DeviceMetricsResponse } },
  }, async (request) => reads.metrics(requireActor(request), request.params.deviceId, request.query));
};
