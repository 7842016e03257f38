import multipart from '@fastify/multipart';
import {
  GroupedDropdownResponse, Guid, OperationListResponse, PackageCreateBody, PackageDetailResponse, PackageListResponse,
  PackageMessageResponse, PackageUpdateBody, PackageUploadResponse, packageCatalogMessages, packageMessages,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { badRequest, notFound } from '../../platform/errors/index.ts';
import { exportQuery, sendListCsv } from '../../platform/export/csv.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { packageCsvColumns } from './packages.entity.ts';
import type { PackagesService } from './packages.service.ts';
import type { PackageStore } from './packages.storage.ts';
import { createPackageUploader } from './packages.upload.ts';

const Params = z.object({ packageId: Guid });
const VersionParams = z.object({ packageId: Guid, packageVersionId: Guid });
const tags = ['packages'];

/** `GetAvailableOperationsForDevice(tenantId=…,operatingSystemId=…)`, the OData function call of part 2 §7. */
const AVAILABLE_CALL = /^GetAvailableOperationsForDevice\(tenantId='?([0-9A-Fa-f-]{36})'?,operatingSystemId=(\d{1,3})\)$/;
export const operatingSystemMessage = 'operatingSystemId must be a sum of WinX64 1, OsxX64 2 and LinuxX64 4 (1 to 7).';

export interface PackagesRouteOptions extends ModuleOptions {
  service: PackagesService;
  store: PackageStore;
}

export const packagesRoutes: FastifyPluginAsyncZod<PackagesRouteOptions> = async (app, { db, config, service, store }) => {
  const uploader = createPackageUploader({ db, store, service });
  // Only this module's routes take multipart bodies; one more byte than the limit lets the store say "too large".
  await app.register(multipart, {
    limits: { fileSize: config.PACKAGE_MAX_BYTES + 1, files: 20, fields: 10, fieldSize: 10_000, parts: 40, headerPairs: 100 },
  });

  app.get('/v1/packages', {
    config: { permission: 'Packages:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: PackageListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/packages/export', {
    config: { permission: 'Packages:view' },
    schema: { tags, querystring: ODataQuerySchema },
  }, async (request, reply) => {
    const list = await service.list(requireActor(request), exportQuery({ $expand: 'tenant', ...request.query }));
    return sendListCsv(reply, 'packages.csv', list, request.query.$select ? undefined : packageCsvColumns);
  });

  app.get('/v1/packages/grouped', {
    config: { permission: 'Packages:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: GroupedDropdownResponse } },
  }, async (request) => service.grouped(requireActor(request), request.query));

  app.get('/v1/packages/:packageId', {
    config: { permission: 'Packages:view' },
    schema: { tags, params: Params, querystring: ODataQuerySchema, response: { 200: PackageDetailResponse } },
  }, async (request) => service.get(requireActor(request), request.params.packageId, request.query));

  app.put('/v1/packages', {
    config: { permission: 'Packages:create', idempotent: true },
    schema: { tags, body: PackageCreateBody, response: { 200: PackageDetailResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/packages/:packageId', {
    config: { permission: 'Packages:edit' },
    schema: { tags, params: Params, body: PackageUpdateBody, response: { 200: PackageDetailResponse } },
  }, async (request) => service.update(requireActor(request), request.params.packageId, request.body));

  app.delete('/v1/packages/:packageId', {
    config: { permission: 'Packages:delete' },
    schema: { tags, params: Params, response: { 200: PackageMessageResponse } },
  }, async (request) => {
    await service.remove(requireActor(request), request.params.packageId);
    return { message: packageCatalogMessages.deleted };
  });

  app.post('/v1/packages/upload', {
    config: { permission: 'Packages:create' },
    schema: {
      tags, consumes: ['multipart/form-data'], response: { 200: PackageUploadResponse },
      description: 'multipart/form-data: file-0 … file-N (one version each), label, and optionally version, tenantId, packageId.',
    },
  }, async (request) => {
    if (!request.isMultipart()) throw badRequest(packageCatalogMessages.notMultipart);
    return uploader.upload(requireActor(request), request.parts());
  });

  app.delete('/v1/packages/:packageId/versions/:packageVersionId', {
    config: { permission: 'Packages:delete' },
    schema: { tags, params: VersionParams, response: { 200: PackageMessageResponse } },
  }, async (request) => {
    await service.deleteVersion(requireActor(request), request.params.packageId, request.params.packageVersionId);
    return { message: packageMessages.versionDeleted };
  });

  app.get('/v1/operations/:call', {
    config: { permission: 'Devices:view' },
    schema: {
      tags: ['operations'], params: z.object({ call: z.string() }), querystring: ODataQuerySchema, response: { 200: OperationListResponse },
      description: 'GetAvailableOperationsForDevice(tenantId=<guid>,operatingSystemId=<bits>): operations of packages shared or of the tenant for that operating system.',
    },
  }, async (request) => {
    const match = AVAILABLE_CALL.exec(request.params.call);
    if (!match) throw notFound('The operation function');
    const operatingSystemId = Number(match[2]);
    if (operatingSystemId < 1 || operatingSystemId > 7) throw badRequest(operatingSystemMessage);
    return service.availableOperations(requireActor(request), match[1]!.toLowerCase(), operatingSystemId, request.query);
  });
};
