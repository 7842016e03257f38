import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ActionAttempt, ActionHistoryTrigger } from '@portal/contracts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * The action catalog (part 1 §3 ActionDefinition). A reference table in ADR 0009's sense: a definition
 * is a tenant's own or shared (tenant null), and the built-ins have fixed ids ('email',
 * 'create-work-unit'), so the key is the id alone and Citus would copy the table to every worker.
 */
export const actionDefinitions = pgTable('action_definitions', {
  /** A GUID as text, or a built-in's fixed id. */
  actionDefinitionId: text().primaryKey(),
  /** Null: shared by every tenant. */
  tenantId: uuid().references(() => tenants.tenantId),
  name: text().notNull(),
  description: text(),
  /** 1-6 (contracts ActionDefinitionType); 1, 5 and 6 are the read-only built-ins. */
  actionDefinitionTypeId: smallint().notNull(),
  /** Comma-separated names. */
  inputParameters: text(),
  endpointUrl: text(),
  httpMethod: text(),
  /** One `Name:Value` per line. */
  headers: text(),
  body: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('action_definitions_tenant').on(t.tenantId)]);

/**
 * One run of an action (part 1 §3 ActionHistory): written as the durable intent in the transaction that
 * decided it (a rule match, a test), then attempted by the runner until it succeeds, fails for good or
 * runs out of its retry schedule. Each attempt is appended to `attempts`. Tenant in the key (ADR 0009).
 */
export const actionHistories = pgTable('action_histories', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  actionHistoryId: uuid().notNull().defaultRandom(),
  /** Not a foreign key: the history outlives a deleted definition. */
  actionDefinitionId: text().notNull(),
  correlationId: text().notNull(),
  referenceId: text(),
  /** The Standard Webhooks `webhook-id`: stable across retries and replays. */
  messageId: text().notNull(),
  /** A second enqueue with the same key is a no-op. */
  idempotencyKey: text().notNull(),
  trigger: text().$type<ActionHistoryTrigger>().notNull(),
  /** ActionResultStatus: EnqueueSuccess (3) while waiting for an attempt. */
  resultStatusId: smallint().notNull(),
  resultDetail: text(),
  /** The configured parameters and the tokens, as enqueued (tokens not yet replaced). */
  request: jsonb().$type<{ parameters: Record<string, string>; tokens: Record<string, string> }>().notNull(),
  /** JSON text of the parameters with tokens replaced and secret-looking values masked (§3 inputParameters). */
  inputParameters: text().notNull(),
  attempts: jsonb().$type<ActionAttempt[]>().notNull().default([]),
  attemptCount: integer().notNull().default(0),
  /** When the next attempt is due; null once the run is finished. */
  nextAttemptAt: timestamp({ withTimezone: true }),
  /** A runner holding the run until this instant; a run whose lease lapsed (its node died) is due again. */
  leaseUntil: timestamp({ withTimezone: true }),
  leaseToken: uuid(),
  /** When the run finished (success or final failure). */
  actionProcessed: timestamp({ withTimezone: true }),
  /**
   * A step of a sequence (a protocol's actions of one event): not claimed before the run with this id has
   * finished (success or final failure), so a sequence resumes in order after a node dies. Null: no wait.
   */
  afterActionHistoryId: uuid(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.actionHistoryId] }),
  uniqueIndex('action_histories_id').on(t.actionHistoryId),
  uniqueIndex('action_histories_idempotency').on(t.tenantId, t.idempotencyKey),
  index('action_histories_message').on(t.messageId),
  index('action_histories_definition').on(t.actionDefinitionId, t.actionProcessed.desc()),
  index('action_histories_correlation').on(t.correlationId),
  index('action_histories_due').on(t.nextAttemptAt),
]);

/**
 * Per-tenant Standard Webhooks signing secrets (`whsec_…`, sealed with platform/secrets). The current one
 * has `expires` null; after a rotation the previous one keeps signing until its `expires` (24 h).
 */
export const actionSigningSecrets = pgTable('action_signing_secrets', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  secretId: uuid().notNull().defaultRandom(),
  value: text().notNull(),
  keyId: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expires: timestamp({ withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.secretId] }),
  uniqueIndex('action_signing_secrets_id').on(t.secretId),
]);

/**
 * The work unit the create-work-unit built-in opened for a correlation (an open rule match): later runs
 * of the same correlation add a note to it instead of opening another. No foreign key to work units
 * (their key is not yet the tenant's, ADR 0009); a deleted work unit is simply opened again.
 */
export const actionWorkUnits = pgTable('action_work_units', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  correlationId: text().notNull(),
  workUnitId: integer().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.correlationId] })]);
