import { ACTION_SEVERITY_MAX, ACTION_SEVERITY_MIN, BUILT_IN_ACTION_IDS, INT4_MAX, WorkUnitTypeId } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createBatcher } from '../../db/batcher.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import { HttpError } from '../../platform/errors/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import type { AttemptOutcome, BuiltInRunner, HistoryRow } from './actiondefinitions.runner.ts';
import { actionWorkUnits } from './actiondefinitions.table.ts';
import { parseKeyValueList, replaceTokens } from './actiondefinitions.tokens.ts';

/** Who the built-ins act as in audits and history: the operator actor `cli:action`. */
export const actionActor = (): Actor => operatorActor('action');

const failed = (detail: string, retry = false): AttemptOutcome => ({ ok: false, retry, detail });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// ---------------------------------------------------------------------------------------------------
// create-work-unit

/** What the work units module lends the built-in (modules/workunits/index.ts). */
export interface WorkUnitPort {
  insertWorkUnit(tx: DbOrTx, actor: Actor, input: Record<string, unknown>): Promise<{ workUnitId: number }>;
  addNote(actor: Actor, body: { workUnitId: number; detail: string }): Promise<unknown>;
}

/**
 * One work unit per correlation (an open rule match): the first run opens an Incident in the run's tenant;
 * later runs add a note to it. Runs of one correlation are serialised by an advisory lock, so fifty at once
 * still open one. TenantId, when given, must be the run's own tenant (a rule cannot open work elsewhere).
 * CommunicationId is only checked here; the communications module's completion hook relates the work unit.
 */
export function createWorkUnitBuiltIn({ db, workUnits }: { db: Db; workUnits: WorkUnitPort }): BuiltInRunner {
  return async (row: HistoryRow, values: Record<string, string>) => {
    const p = row.request.parameters;
    const param = (name: string) => replaceTokens(p[name] ?? '', values).trim();
    const tenantId = param('TenantId') || row.tenantId;
    if (tenantId.toLowerCase() !== row.tenantId) return failed(`TenantId ${tenantId} is not the tenant the action runs for; leave it empty or give ${row.tenantId}.`);
    const severityText = param('SeverityId') || '3';
    const severityId = Number(severityText);
    if (!Number.isInteger(severityId) || severityId < ACTION_SEVERITY_MIN || severityId > ACTION_SEVERITY_MAX) {
      return failed(`SeverityId must be a whole number from ${ACTION_SEVERITY_MIN} to ${ACTION_SEVERITY_MAX}, not '${severityText}'.`);
    }
    const communicationId = param('CommunicationId');
    if (communicationId && !(/^[1-9]\d{0,9}$/.test(communicationId) && Number(communicationId) <= INT4_MAX)) {
      return failed(`CommunicationId must be the number of a communication of the tenant, not '${communicationId}'; leave it empty to relate none.`);
    }
    const subject = values['Match.Label'] || values['Packet.EntityId'] || row.correlationId;
    const title = (param('Title') || `${values['Rule.Name'] || 'Automation'}: ${subject}`).slice(0, 200);
    const detail = param('Description') || [
      `Opened by the create-work-unit action for ${values['Rule.Name'] ? `rule '${values['Rule.Name']}'` : 'an automation'}.`,
      values['Packet.Value'] ? `Value: ${values['Packet.Value']}` : '',
      values['Match.Count'] ? `Match count: ${values['Match.Count']}` : '',
      `Correlation: ${row.correlationId}`,
    ].filter(Boolean).join('\n');
    const actor = actionActor();
    try {
      const opened = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`action-work-unit:${row.tenantId}:${row.correlationId}`}))`);
        const [existing] = await tx.select({ workUnitId: actionWorkUnits.workUnitId }).from(actionWorkUnits)
          .where(and(eq(actionWorkUnits.tenantId, row.tenantId), eq(actionWorkUnits.correlationId, row.correlationId)));
        if (existing) return { workUnitId: existing.workUnitId, created: false };
        const workUnit = await workUnits.insertWorkUnit(tx, actor, {
          tenantId: row.tenantId, title, description: detail, workUnitTypeId: WorkUnitTypeId.Incident, severityId,
          assignmentGroup: param('AssignmentGroup') || null, protocolId: param('ProtocolId') || null,
          source: 'Other', referenceId: row.correlationId.slice(0, 200),
        });
        await tx.insert(actionWorkUnits).values({ tenantId: row.tenantId, correlationId: row.correlationId, workUnitId: workUnit.workUnitId });
        return { workUnitId: workUnit.workUnitId, created: true };
      });
      if (opened.created) return { ok: true, retry: false, detail: `Work unit ${opened.workUnitId} created.` };
      const note = row.trigger === 'expiration' ? `The match expired after ${values['Match.Count'] ?? 'its'} match(es).`
        : `Matched again${values['Match.Count'] ? ` (match count ${values['Match.Count']})` : ''}${values['Packet.Value'] ? `; value ${values['Packet.Value']}` : ''}.`;
      await workUnits.addNote(actor, { workUnitId: opened.workUnitId, detail: note });
      return { ok: true, retry: false, detail: `Note added to work unit ${opened.workUnitId}.` };
    } catch (error) {
      // A 400 of the work units' validation (an unknown assignment group, say) will not heal by retrying.
      if (error instanceof HttpError && error.statusCode < 500) return failed(`The work unit was refused: ${error.message}`);
      throw error;
    }
  };
}

/** The work unit the create-work-unit action opened for a correlation, if it did. */
export async function workUnitOfCorrelation(tx: DbOrTx, tenantId: string, correlationId: string): Promise<number | undefined> {
  const [row] = await tx.select({ workUnitId: actionWorkUnits.workUnitId }).from(actionWorkUnits)
    .where(and(eq(actionWorkUnits.tenantId, tenantId), eq(actionWorkUnits.correlationId, correlationId)));
  return row?.workUnitId;
}

// ---------------------------------------------------------------------------------------------------
// email

/** What platform/mail lends the built-in: the mailer and the templates. */
export interface MailPort {
  send(message: { tenantId: string; to: string; subject: string; text: string; html?: string; kind: 'action' | 'actionTest' }): Promise<{ status: string; statusReason: string | null }>;
  render(templateName: string, tokens: Record<string, string>): { subject: string; text: string; html?: string } | Promise<{ subject: string; text: string; html?: string }>;
}

/** What an email needs of its tenant: the internal notification address and the name. */
export type MailTenantLookup = (tenantId: string) => Promise<{ email: string | null; name: string } | undefined>;

async function readMailTenants(db: DbOrTx, tenantIds: readonly string[]) {
  const rows = await db.select({ tenantId: tenants.tenantId, email: tenants.internalNotificationEmailAddress, name: tenants.name })
    .from(tenants).where(inArray(tenants.tenantId, [...new Set(tenantIds)]));
  const byId = new Map(rows.map(({ tenantId, ...tenant }) => [tenantId, tenant]));
  return tenantIds.map((id) => byId.get(id));
}

/** One read per call (the preview, inside the caller's transaction if it has one). */
export const mailTenantOf = (db: DbOrTx): MailTenantLookup => async (tenantId) => (await readMailTenants(db, [tenantId]))[0];

/**
 * What the email built-in sends for these parameters and values: its recipient (ExtraParameters' To, else the
 * tenant's internal notification address; empty when neither), template, and the rendered mail with
 * IsImportant marking the subject. The run and the work unit panel's preview (issue 31) share it.
 */
export async function composeEmail(tenantOf: MailTenantLookup, render: MailPort['render'], tenantId: string, parameters: Record<string, string>, values: Record<string, string>) {
  const extra = parseKeyValueList(replaceTokens(parameters.ExtraParameters ?? '', values));
  const tokens = { ...values, ...extra };
  const tenant = await tenantOf(tenantId);
  const to = extra.To || tenant?.email || '';
  const template = replaceTokens(parameters.Template ?? '', values).trim() || 'Simple';
  const rendered = await render(template, { ...tokens, 'Tenant.Name': tenant?.name ?? '' });
  const important = /^(true|1|yes)$/i.test(replaceTokens(parameters.IsImportant ?? '', values).trim());
  return { to, template, subject: `${important ? '[Important] ' : ''}${rendered.subject}`, text: rendered.text, html: rendered.html };
}

/**
 * Mails the tenant's internal notification address (or `To` from ExtraParameters) from the Template (default
 * Simple), with ExtraParameters and the run's values as the template's tokens. IsImportant marks the subject.
 * The mail outbox always holds the message; SMTP delivery is the mailer's business.
 */
export function createEmailBuiltIn({ db, mail }: { db: Db; mail: MailPort }): BuiltInRunner {
  // Runs that start together (a burst of matches) read their tenants in one statement (db/batcher.ts).
  const tenantOf: MailTenantLookup = createBatcher((tenantIds: string[]) => readMailTenants(db, tenantIds));
  return async (row: HistoryRow, values: Record<string, string>) => {
    try {
      const { to, template, ...composed } = await composeEmail(tenantOf, mail.render, row.tenantId, row.request.parameters, values);
      if (!to) return failed("No recipient: the tenant has no internal notification email address and ExtraParameters has no To=.");
      const sent = await mail.send({
        tenantId: row.tenantId, to, subject: composed.subject, text: composed.text, html: composed.html,
        kind: row.trigger === 'test' ? 'actionTest' : 'action',
      });
      // Not retried: the outbox holds the message, and a retry would queue it twice.
      if (sent.status === 'failed') return failed(`Email '${template}' to ${to} is in the mail outbox, but the SMTP server refused it: ${sent.statusReason ?? 'no reason given'}.`);
      return { ok: true, retry: false, detail: `Email '${template}' to ${to} ${sent.status === 'sent' ? 'sent' : 'placed in the mail outbox'}.` };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return failed(error.message);
      if (/template/i.test(messageOf(error))) return failed(messageOf(error));
      throw error;
    }
  };
}

export const builtInIds = BUILT_IN_ACTION_IDS;
