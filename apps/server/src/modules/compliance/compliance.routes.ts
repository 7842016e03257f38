import {
  CONTROL_SET_IMPORT_MAX_CHARS, ControlSetExportBody, ControlSetImportBody, ControlSetImportResponse, ControlSetListResponse,
  ControlSetSummaryQuery, ControlSetSummaryResponse, ControlSetsQuery, ControlStatusCreateBody, ControlStatusDeletedResponse,
  ControlStatusPatchBody, ControlStatusResponse, Guid, complianceMessages, complianceWeekKey, controlStatusLabels,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import { sendCsv, toCsv } from '../../platform/export/csv.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { assessmentResults } from './compliance.oscal.ts';
import { createComplianceService } from './compliance.service.ts';

const Params = z.object({ controlStatusId: Guid });
const SummaryQuery = ControlSetSummaryQuery.extend({ controlSetId: Guid });
const tags = ['compliance'];

const csvColumns = [
  { field: 'controlSet', header: 'Control Set' },
  { field: 'control', header: 'Control' },
  { field: 'title', header: 'Title' },
  { field: 'status', header: 'Status' },
  { field: 'notes', header: 'Notes' },
  { field: 'checkDate', header: 'Week Start' },
  { field: 'evidence', header: 'Evidence' },
  { field: 'proposedStatus', header: 'Proposed Status' },
];

export const complianceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  const service = createComplianceService({ db });

  app.get('/v1/controlsets', {
    config: { permission: 'Compliance:view' },
    schema: { tags, querystring: ControlSetsQuery, response: { 200: ControlSetListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/controlsets/summary', {
    config: { permission: 'Compliance:view' },
    schema: { tags, querystring: SummaryQuery, response: { 200: ControlSetSummaryResponse } },
  }, async (request) => ({ value: await service.summary(requireActor(request), request.query) }));

  app.post('/v1/controlsets/Export()', {
    config: { permission: 'Compliance:view' },
    schema: { tags, body: ControlSetExportBody },
  }, async (request, reply) => {
    const { rows, weekStart } = await service.exportRows(requireActor(request), request.body);
    const csv = toCsv(rows.map(({ set, control, status }) => ({
      controlSet: set.name, control: control.name, title: control.title,
      status: controlStatusLabels[status?.status ?? 'Notset'], notes: status?.notes ?? '', checkDate: weekStart.slice(0, 10),
      evidence: control.evidence?.summary ?? '', proposedStatus: control.evidence ? controlStatusLabels[control.evidence.proposedStatus] : '',
    })), csvColumns);
    return sendCsv(reply, `compliance-${complianceWeekKey(new Date(weekStart))}.csv`, csv);
  });

  app.post('/v1/controlsets/ExportAssessmentResults()', {
    config: { permission: 'Compliance:view' },
    schema: { tags, body: ControlSetExportBody },
  }, async (request, reply) => {
    const { value, weekStart, weekEnd } = await service.exportRows(requireActor(request), request.body);
    const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.tenantId, request.body.tenantId.toLowerCase()));
    const document = assessmentResults({ tenantName: tenant?.name ?? '', weekStart, weekEnd, sets: value, now: new Date() });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="assessment-results-${weekStart.slice(0, 10)}.json"`)
      .send(JSON.stringify(document, null, 2));
  });

  app.post('/v1/controlsets/import', {
    config: { permission: 'Compliance:create' },
    bodyLimit: CONTROL_SET_IMPORT_MAX_CHARS * 4 + 64 * 1024,
    schema: { tags, body: ControlSetImportBody, response: { 200: ControlSetImportResponse } },
  }, async (request) => service.importSet(requireActor(request), request.body));

  app.post('/v1/controlstatuses', {
    config: { permission: { anyOf: ['Compliance:create', 'Compliance:edit'] } },
    schema: { tags, body: ControlStatusCreateBody, response: { 200: ControlStatusResponse } },
  }, async (request) => service.save(requireActor(request), request.body));

  app.patch('/v1/controlstatuses/:controlStatusId', {
    config: { permission: 'Compliance:edit' },
    schema: { tags, params: Params, body: ControlStatusPatchBody, response: { 200: ControlStatusResponse } },
  }, async (request) => service.patch(requireActor(request), request.params.controlStatusId, request.body));

  app.delete('/v1/controlstatuses/:controlStatusId', {
    config: { permission: 'Compliance:delete' },
    schema: { tags, params: Params, response: { 200: ControlStatusDeletedResponse } },
  }, async (request) => {
    await service.remove(requireActor(request), request.params.controlStatusId);
    return { message: complianceMessages.statusDeleted };
  });
};
