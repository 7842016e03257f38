import {
  WorkUnitSubcategoryListResponse,
  WorkUnitSubcategoryLookup,
  WorkUnitSubcategoryLookupQuery,
  WorkUnitSubcategoryResponse,
  WorkUnitSubcategorySaveBody,
  intIdParam,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { createWorkUnitSubcategoriesService } from './workunitsubcategories.service.ts';

const tags = ['workunitsubcategories'];
const IdParams = z.object({ workUnitSubcategoryId: intIdParam('The subcategory id') });

export const workUnitSubcategoriesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  const service = createWorkUnitSubcategoriesService({ db });

  app.get('/v1/workunitsubcategories', {
    config: { permission: 'WorkUnits.Subcategories:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: WorkUnitSubcategoryListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/workunitsubcategories/:workUnitSubcategoryId', {
    config: { permission: 'WorkUnits.Subcategories:view' },
    schema: { tags, params: IdParams, response: { 200: WorkUnitSubcategoryResponse } },
  }, async (request) => service.get(requireActor(request), request.params.workUnitSubcategoryId));

  app.put('/v1/workunitsubcategories', {
    config: { permission: 'WorkUnits.Subcategories:create', idempotent: true },
    schema: { tags, body: WorkUnitSubcategorySaveBody, response: { 200: WorkUnitSubcategoryResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/workunitsubcategories/:workUnitSubcategoryId', {
    config: { permission: 'WorkUnits.Subcategories:edit' },
    schema: { tags, params: IdParams, body: WorkUnitSubcategorySaveBody, response: { 200: WorkUnitSubcategoryResponse } },
  }, async (request) => service.update(requireActor(request), request.params.workUnitSubcategoryId, request.body));

  // The spec's spelling ('subcatgories').
  app.get('/api/generallookup/workunitsubcatgories', {
    config: { permission: { anyOf: ['WorkUnits:view', 'WorkUnits:view:mine', 'WorkUnits.Subcategories:view'] } },
    schema: { tags, querystring: WorkUnitSubcategoryLookupQuery, response: { 200: z.array(WorkUnitSubcategoryLookup) } },
  }, async (request) => service.lookup(requireActor(request), request.query));
};
