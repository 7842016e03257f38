import {
  GroupedDropdownResponse,
  WorkUnitCategoryListResponse,
  WorkUnitCategoryLookup,
  WorkUnitCategoryLookupQuery,
  WorkUnitCategoryResponse,
  WorkUnitCategorySaveBody,
  intIdParam,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { createWorkUnitCategoriesService } from './workunitcategories.service.ts';

const tags = ['workunitcategories'];
const IdParams = z.object({ workUnitCategoryId: intIdParam('The category id') });

export const workUnitCategoriesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  const service = createWorkUnitCategoriesService({ db });

  app.get('/v1/workunitcategories', {
    config: { permission: 'WorkUnits.Categories:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: WorkUnitCategoryListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/workunitcategories/grouped', {
    config: { permission: 'WorkUnits.Categories:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: GroupedDropdownResponse } },
  }, async (request) => service.grouped(requireActor(request), request.query));

  app.get('/v1/workunitcategories/:workUnitCategoryId', {
    config: { permission: 'WorkUnits.Categories:view' },
    schema: { tags, params: IdParams, response: { 200: WorkUnitCategoryResponse } },
  }, async (request) => service.get(requireActor(request), request.params.workUnitCategoryId));

  app.put('/v1/workunitcategories', {
    config: { permission: 'WorkUnits.Categories:create', idempotent: true },
    schema: { tags, body: WorkUnitCategorySaveBody, response: { 200: WorkUnitCategoryResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/workunitcategories/:workUnitCategoryId', {
    config: { permission: 'WorkUnits.Categories:edit' },
    schema: { tags, params: IdParams, body: WorkUnitCategorySaveBody, response: { 200: WorkUnitCategoryResponse } },
  }, async (request) => service.update(requireActor(request), request.params.workUnitCategoryId, request.body));

  // The spec's spelling ('catgories'); forms and the Resolution Center read their choices here.
  app.get('/api/generallookup/workunitcatgories', {
    config: { permission: { anyOf: ['WorkUnits:view', 'WorkUnits:view:mine', 'WorkUnits.Categories:view'] } },
    schema: { tags, querystring: WorkUnitCategoryLookupQuery, response: { 200: z.array(WorkUnitCategoryLookup) } },
  }, async (request) => service.lookup(requireActor(request), request.query));
};
