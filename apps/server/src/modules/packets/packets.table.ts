import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What agents and integrations measured. Partitioned by day on `timestamp` (the migration declares
 * `PARTITION BY RANGE`, which drizzle cannot express); retention drops whole partitions. The key holds the
 * partition column, so a resent packet (same id, same timestamp) is stored once.
 */
export const packets = pgTable('packets', {
  tenantId: uuid().notNull(),
  packetId: uuid().notNull(),
  /** A device, a device operation, or (later) a block. */
  entityId: uuid().notNull(),
  timestamp: timestamp({ withTimezone: true }).notNull(),
  received: timestamp({ withTimezone: true }).notNull().defaultNow(),
  message: jsonb().$type<Record<string, unknown>>().notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.packetId, t.timestamp] }),
  index('packets_entity_time').on(t.entityId, t.timestamp.desc()),
]);

/**
 * The newest packet of each entity, so every grid row can show it with one indexed join. Stored with
 * fillfactor 50 (migration 0016, which drizzle cannot declare) so its constant updates stay HOT.
 */
export const latestPackets = pgTable('latest_packets', {
  tenantId: uuid().notNull(),
  entityId: uuid().notNull(),
  packetId: uuid().notNull(),
  timestamp: timestamp({ withTimezone: true }).notNull(),
  message: jsonb().$type<Record<string, unknown>>().notNull(),
  /**
   * The number of the entity's last stored packet: each stored packet takes the next, in the order of the
   * stores (they lock this row). A new row starts from a base taken from the clock (SEQUENCE_BASE in packets.service.ts), so
   * an entity registered again after its row was deleted never repeats a number it had. Its outbox rows
   * carry their number, so a consumer can tell that it has seen every packet of an entity (no gap).
   */
  lastSequence: bigint({ mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.entityId] }), index('latest_packets_entity').on(t.entityId)]);

/**
 * The entities that may receive packets, and their tenant. The modules that own entities (devices and their
 * operations; blocks later) register them here through the packets service, so ingestion can refuse a
 * foreign entity without the packets module knowing any of them.
 */
export const packetEntities = pgTable('packet_entities', {
  tenantId: uuid().notNull(),
  entityId: uuid().notNull(),
  /** Who registered it, e.g. "device" or "deviceOperation". */
  kind: text().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.entityId] }), index('packet_entities_entity').on(t.entityId)]);


/**
 * The outbox of newly stored packets: the store statement writes each new packet here in the same
 * statement (a resent packet is not new and writes nothing), with what its consumer reads (the message, the
 * entity's kind, when it was received), so a claim answers the packets without reading them back from
 * their partition. Whoever consumes it (the rules' evaluation) claims rows with `claimArrivals` inside its
 * own transaction, which deletes them: a consumer that dies before commit leaves them for another (exactly
 * once in effect). The key leads with the sequence so the claim takes the oldest first from the key's own
 * index; the tenant is in it for ADR 0009.
 */
export const packetArrivals = pgTable('packet_arrivals', {
  sequence: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  tenantId: uuid().notNull(),
  packetId: uuid().notNull(),
  entityId: uuid().notNull(),
  timestamp: timestamp({ withTimezone: true }).notNull(),
  /** Who registered the entity when the packet was stored ('device', 'deviceOperation', 'block'...). */
  kind: text().notNull(),
  received: timestamp({ withTimezone: true }).notNull().defaultNow(),
  message: jsonb().$type<Record<string, unknown>>().notNull(),
  /** The packet's number among its entity's (latest_packets.last_sequence); null for rows stored before it existed. */
  entitySequence: bigint({ mode: 'number' }),
}, (t) => [primaryKey({ columns: [t.sequence, t.tenantId] })]);

/**
 * The tenants whose new packets go to the outbox (packet_arrivals): only a tenant that has had an enabled
 * rule has anyone to evaluate them, so the others' packets cost one insert, not three rows and a claim.
 * A trigger on rules (migration 0037) adds a tenant when one of its rules is enabled and never removes it,
 * so concurrent enables and disables cannot leave a tenant with rules out; whichever door writes the rule.
 */
export const packetArrivalTenants = pgTable('packet_arrival_tenants', {
  tenantId: uuid().primaryKey(),
  since: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
