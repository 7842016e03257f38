import {
  ComplianceReportListResponse, VERSION_REPORT_FILE_NAME, VersionReportCountsQuery, VersionReportCountsResponse, VersionReportGroupedQuery,
  VersionReportGroupedResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { sendCsv, toCsv } from '../../platform/export/csv.ts';
import { ODataQueryObjectSchema, ODataQuerySchema } from '../../platform/odata/index.ts';
import { versionReportCsvColumns } from './versionreport.entity.ts';
import { createVersionReportService } from './versionreport.service.ts';

const tags = ['versionreport'];
const permission = 'Devices:view' as const;

export const versionReportRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  const service = createVersionReportService({ db });

  app.get('/v1/compliancereport', {
    config: { permission },
    schema: {
      tags,
      description: 'The version report: one row per package a device has installed, Current when it is the package\'s Latest version.',
      querystring: ODataQuerySchema,
      response: { 200: ComplianceReportListResponse },
    },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/compliancereport/grouped', {
    config: { permission },
    schema: {
      tags,
      description: 'A column\'s distinct values among the rows $filter and $search select, for the column\'s dropdown filter.',
      querystring: ODataQueryObjectSchema.extend(VersionReportGroupedQuery.shape),
      response: { 200: VersionReportGroupedResponse },
    },
  }, async (request) => {
    const { column, ...query } = request.query;
    return service.grouped(requireActor(request), column, query);
  });

  app.get('/v1/compliancereport/counts', {
    config: { permission },
    schema: {
      tags,
      description: 'The summary cards: rows by versionStatus (view=package) or devices by compliantDevice (view=device).',
      querystring: ODataQueryObjectSchema.extend(VersionReportCountsQuery.shape),
      response: { 200: VersionReportCountsResponse },
    },
  }, async (request) => {
    const { view, ...query } = request.query;
    return service.counts(requireActor(request), view, query);
  });

  // The spec's OData function (part 1 §7) and the list kit's `{path}/export`: the same CSV.
  const exportCsv = { config: { permission }, schema: { tags, querystring: ODataQuerySchema } };
  const csvOf = async (actor: ReturnType<typeof requireActor>, query: Record<string, unknown>) =>
    toCsv(await service.exportRows(actor, query), versionReportCsvColumns);
  app.post('/v1/compliancereport/Export()', exportCsv, async (request, reply) =>
    sendCsv(reply, VERSION_REPORT_FILE_NAME, await csvOf(requireActor(request), request.query)));
  app.get('/v1/compliancereport/export', exportCsv, async (request, reply) =>
    sendCsv(reply, VERSION_REPORT_FILE_NAME, await csvOf(requireActor(request), request.query)));
};
