import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who consumes work unit events (the rules' evaluation as 'rules'; issue 31's protocol engine as its own
 * name). A consumer registers its name once at start; from then on every event is written once per
 * registered consumer, in the transaction of the change.
 */
export const workUnitEventConsumers = pgTable('work_unit_event_consumers', {
  name: text().primaryKey(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The durable outbox of work unit changes (create, state change, any other change), one row per consumer
 * and event, written by the workunits service in the same transaction as the change. A consumer claims its
 * own rows with `claimWorkUnitEvents(tx, consumer, limit)`, which deletes them inside its transaction
 * (SKIP LOCKED): handled once per consumer in effect, whichever node does it. The tenant is in the key
 * (ADR 0009); the sequence orders a consumer's claims.
 */
export const workUnitEvents = pgTable('work_unit_events', {
  consumer: text().notNull(),
  sequence: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  tenantId: uuid().notNull(),
  /** The same for every consumer's copy of one event. */
  eventId: uuid().notNull(),
  workUnitId: integer().notNull(),
  /** 'created', 'stateChanged' (the state is among the changed fields) or 'changed'. */
  kind: text().notNull(),
  /** The fields the change wrote (all of them for a create). */
  changed: text().array().notNull(),
  stateId: smallint().notNull(),
  previousStateId: smallint(),
  /** The work unit after the change: its ids, type, severity, state, groups, title, source, reference. */
  workUnit: jsonb().$type<Record<string, unknown>>().notNull(),
  actor: text().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.consumer, t.sequence, t.tenantId] }),
  index('work_unit_events_work_unit').on(t.workUnitId),
]);
