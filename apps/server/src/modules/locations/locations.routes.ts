import { GroupedDropdownResponse, Guid, LocationCreateBody, LocationDeletedResponse, LocationListResponse, LocationResponse, LocationUpdateBody, locationMessages } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { exportQuery, sendListCsv } from '../../platform/export/csv.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { locationCsvColumns } from './locations.entity.ts';
import { createLocationsService } from './locations.service.ts';

const Params = z.object({ locationId: Guid });
const tags = ['locations'];

export const locationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  const service = createLocationsService({ db });

  app.get('/v1/locations', {
    config: { permission: 'Locations:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: LocationListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/locations/export', {
    config: { permission: 'Locations:view' },
    schema: { tags, querystring: ODataQuerySchema },
  }, async (request, reply) => {
    const list = await service.list(requireActor(request), exportQuery({ $expand: 'tenant', ...request.query }));
    return sendListCsv(reply, 'locations.csv', list, request.query.$select ? undefined : locationCsvColumns);
  });

  app.get('/v1/locations/grouped', {
    config: { permission: 'Locations:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: GroupedDropdownResponse } },
  }, async (request) => service.grouped(requireActor(request), request.query));

  app.get('/v1/locations/:locationId', {
    config: { permission: 'Locations:view' },
    schema: { tags, params: Params, response: { 200: LocationResponse } },
  }, async (request) => service.get(requireActor(request), request.params.locationId));

  app.put('/v1/locations', {
    config: { permission: 'Locations:create', idempotent: true },
    schema: { tags, body: LocationCreateBody, response: { 200: LocationResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/locations/:locationId', {
    config: { permission: 'Locations:edit' },
    schema: { tags, params: Params, body: LocationUpdateBody, response: { 200: LocationResponse } },
  }, async (request) => service.update(requireActor(request), request.params.locationId, request.body));

  app.delete('/v1/locations/:locationId', {
    config: { permission: 'Locations:delete' },
    schema: { tags, params: Params, response: { 200: LocationDeletedResponse } },
  }, async (request) => {
    await service.remove(requireActor(request), request.params.locationId);
    return { message: locationMessages.deleted };
  });
};
