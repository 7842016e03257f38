import {
  type BlockCreateBody, type BlockHistoryQuery, type BlockHistoryResponse, type BlockLogsResponse, type BlockResponse,
  type BlockUpdateBody, type PacketIngestResponse, type Permission, blockMessages, blockTypeNames, blockValue,
} from '@portal/contracts';
import { type SQL, and, asc, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, conflict } from '../../platform/errors/index.ts';
import { assertTenantAccess, findScoped, tenantScope } from '../../platform/tenancy/index.ts';
import { type LatestPacket, packetsService } from '../packets/index.ts';
import { packetEntities, packets } from '../packets/packets.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { blockLogs, blocks } from './blocks.table.ts';

type Action = 'view' | 'create' | 'edit' | 'delete';
type BlockRow = typeof blocks.$inferSelect;
type Row = { block: BlockRow; subscriptionName: string; tenantName: string };
/** The database or a transaction of it. */
type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const permission = (action: Action) => `Blocks:${action}` as Permission;
/** registerEntities and unregisterEntities write only through the transaction they are given. */
const packetEntitiesIn = (tx: DbOrTx) => packetsService(tx as Db, 0);

const orderings: Record<string, SQL[]> = {
  'name': [asc(blocks.name), asc(blocks.blockId)],
  'name asc': [asc(blocks.name), asc(blocks.blockId)],
  'name desc': [desc(blocks.name), asc(blocks.blockId)],
  'created desc': [desc(blocks.created), asc(blocks.blockId)],
  'modified desc': [desc(blocks.modified), asc(blocks.blockId)],
};

function present({ block, subscriptionName, tenantName }: Row, latest: LatestPacket | undefined): BlockResponse {
  return {
    blockId: block.blockId,
    name: block.name,
    description: block.description,
    blockTypeId: block.blockTypeId,
    tenantId: block.tenantId,
    subscriptionId: block.subscriptionId,
    subscription: { subscriptionId: block.subscriptionId, name: subscriptionName, tenantId: block.tenantId },
    tenant: { tenantId: block.tenantId, name: tenantName },
    latest: latest
      ? { packetId: latest.packetId, timestamp: toIso(latest.timestamp), value: blockValue(block.blockTypeId, latest.message.Value) ?? null }
      : null,
    created: toIso(block.created),
    modified: toIso(block.modified),
  };
}

const blank = (v: string | null | undefined) => v?.trim() || null;

/**
 * Blocks: named values that integrations (and the demo feed) post packets to. A block's id is its packet
 * entity id, registered with the packets module in the transaction that creates the block and removed with
 * it; its history is its stored packets, its value `message.Value`. Block logs record creation, edits and
 * refused test values (docs/areas/blocks.md).
 */
export function createBlocksService({ db, retentionDays = 30 }: { db: Db; retentionDays?: number }) {
  const packetStore = packetsService(db, retentionDays);

  function selectRows(where: SQL | undefined) {
    return db.select({ block: getTableColumns(blocks), subscriptionName: subscriptions.name, tenantName: tenants.name }).from(blocks)
      .innerJoin(subscriptions, eq(subscriptions.subscriptionId, blocks.subscriptionId))
      .innerJoin(tenants, eq(tenants.tenantId, blocks.tenantId))
      .where(where);
  }

  async function find(actor: Actor, action: Action, blockId: string): Promise<Row> {
    return findScoped(async (scope) => (await selectRows(and(eq(blocks.blockId, blockId.toLowerCase()), tenantScope(actor, scope, blocks.tenantId))))[0],
      permission(action), permission('view'), 'The block');
  }

  async function withLatest(rows: Row[]): Promise<BlockResponse[]> {
    const latest = await packetStore.latestFor(rows.map((r) => r.block.blockId), [...new Set(rows.map((r) => r.block.tenantId))]);
    return rows.map((r) => present(r, latest.get(r.block.blockId)));
  }

  async function writeLog(tx: DbOrTx, tenantId: string, blockId: string, detail: string): Promise<void> {
    await tx.insert(blockLogs).values({ tenantId, blockId, detail });
  }

  /** GET v1/blocks: the blocks of a tenant or of a subscription (part 1 §7), ordered by name unless asked otherwise. */
  async function list(actor: Actor, query: { tenantId?: string; subscriptionId?: string; $orderby?: string }): Promise<{ value: BlockResponse[] }> {
    if (!query.tenantId && !query.subscriptionId) throw badRequest(blockMessages.scopeRequired);
    const conditions: SQL[] = [tenantScope(actor, permission('view'), blocks.tenantId)];
    if (query.tenantId) conditions.push(eq(blocks.tenantId, query.tenantId.toLowerCase()));
    if (query.subscriptionId) conditions.push(eq(blocks.subscriptionId, query.subscriptionId.toLowerCase()));
    const rows = await selectRows(and(...conditions)).orderBy(...orderings[query.$orderby ?? 'name']!).limit(1000);
    return { value: await withLatest(rows) };
  }

  async function get(actor: Actor, blockId: string): Promise<BlockResponse> {
    const [block] = await withLatest([await find(actor, 'view', blockId)]);
    return block!;
  }

  async function create(actor: Actor, body: BlockCreateBody): Promise<BlockResponse> {
    const tenantId = body.tenantId.toLowerCase();
    assertTenantAccess(actor, permission('create'), tenantId);
    const [subscription] = await db.select({ id: subscriptions.subscriptionId }).from(subscriptions)
      .where(and(eq(subscriptions.subscriptionId, body.subscriptionId.toLowerCase()), eq(subscriptions.tenantId, tenantId)));
    if (!subscription) throw badRequest(`subscriptionId: ${blockMessages.subscriptionNotInTenant}`);
    await db.transaction(async (tx) => {
      // A block id names one packet entity in the whole portal: packets are addressed by entity id alone.
      const [taken] = await tx.select({ id: packetEntities.entityId }).from(packetEntities).where(eq(packetEntities.entityId, body.blockId)).limit(1);
      if (taken) throw conflict(`blockId: ${blockMessages.alreadyExists}`);
      await tx.insert(blocks).values({
        tenantId, blockId: body.blockId, subscriptionId: subscription.id, name: body.name,
        description: blank(body.description), blockTypeId: body.blockTypeId,
      });
      await packetEntitiesIn(tx).registerEntities(tx, tenantId, [{ entityId: body.blockId, kind: 'block' }]);
      await writeLog(tx, tenantId, body.blockId, `Block created as ${blockTypeNames[body.blockTypeId]} by ${actor.name}.`);
    });
    return get(actor, body.blockId);
  }

  async function update(actor: Actor, blockId: string, body: BlockUpdateBody): Promise<BlockResponse> {
    const { block } = await find(actor, 'edit', blockId);
    const description = blank(body.description);
    const changes: string[] = [];
    if (block.name !== body.name) changes.push(`renamed from "${block.name}" to "${body.name}"`);
    if (block.description !== description) changes.push('description changed');
    if (changes.length) {
      await db.transaction(async (tx) => {
        await tx.update(blocks).set({ name: body.name, description, modified: new Date() })
          .where(and(eq(blocks.tenantId, block.tenantId), eq(blocks.blockId, block.blockId)));
        await writeLog(tx, block.tenantId, block.blockId, `Block ${changes.join(' and ')} by ${actor.name}.`);
      });
    }
    return get(actor, block.blockId);
  }

  async function remove(actor: Actor, blockId: string): Promise<void> {
    const { block } = await find(actor, 'delete', blockId);
    await db.transaction(async (tx) => {
      await tx.delete(blocks).where(and(eq(blocks.tenantId, block.tenantId), eq(blocks.blockId, block.blockId)));
      await packetEntitiesIn(tx).unregisterEntities(tx, block.tenantId, [block.blockId]);
    });
  }

  /** The block's stored packets, newest first: `message.Value` as the block's type keeps it (null when it cannot). */
  async function history(actor: Actor, blockId: string, query: BlockHistoryQuery): Promise<BlockHistoryResponse> {
    const { block } = await find(actor, 'view', blockId);
    const where = and(eq(packets.tenantId, block.tenantId), eq(packets.entityId, block.blockId));
    const [rows, [total]] = await Promise.all([
      db.select({ timestamp: packets.timestamp, received: packets.received, message: packets.message }).from(packets).where(where)
        .orderBy(desc(packets.timestamp), desc(packets.packetId)).limit(query.rowCount).offset((query.pageNumber - 1) * query.rowCount),
      db.select({ n: count() }).from(packets).where(where),
    ]);
    return {
      historyItems: rows.map((r) => ({
        timestamp: toIso(r.timestamp), receivedTimestamp: toIso(r.received), value: blockValue(block.blockTypeId, r.message.Value) ?? null,
      })),
      totalCount: total?.n ?? 0,
    };
  }

  async function logs(actor: Actor, blockId: string): Promise<BlockLogsResponse> {
    const { block } = await find(actor, 'view', blockId);
    const rows = await db.select().from(blockLogs).where(and(eq(blockLogs.tenantId, block.tenantId), eq(blockLogs.blockId, block.blockId)))
      .orderBy(desc(blockLogs.created), desc(blockLogs.logEntryId)).limit(500);
    return { logs: rows.map((r) => ({ logEntryId: r.logEntryId, created: toIso(r.created), detail: r.detail })) };
  }

  /**
   * POST v1/blocks/{id}/test: stores one value as a packet of the block, now, when it fits the block's type;
   * a value that does not is refused (400) and the refusal is written to the block's logs.
   */
  async function test(actor: Actor, blockId: string, value: unknown): Promise<PacketIngestResponse> {
    const { block } = await find(actor, 'edit', blockId);
    const kept = blockValue(block.blockTypeId, value);
    if (kept === undefined) {
      const message = blockMessages.valueRefused(blockTypeNames[block.blockTypeId] ?? 'this');
      await writeLog(db, block.tenantId, block.blockId, `Test value ${JSON.stringify(value)?.slice(0, 100)} refused: ${message}`);
      throw badRequest(`value: ${message}`);
    }
    return packetStore.store(block.tenantId, [{ entityId: block.blockId, timestamp: new Date().toISOString(), message: { Value: kept } }]);
  }

  /** The demo feed: stores the values given, per tenant in one statement each, through the packets service. */
  async function feed(values: Array<{ tenantId: string; blockId: string; packetId: string; timestamp: Date; value: number | string }>): Promise<number> {
    let stored = 0;
    const byTenant = new Map<string, typeof values>();
    for (const v of values) byTenant.set(v.tenantId, [...(byTenant.get(v.tenantId) ?? []), v]);
    for (const [tenantId, batch] of byTenant) {
      const result = await packetStore.store(tenantId, batch.map((v) => ({
        packetId: v.packetId, entityId: v.blockId, timestamp: v.timestamp.toISOString(), message: { Value: v.value },
      })));
      stored += result.stored;
    }
    return stored;
  }

  /** Blocks of these tenants by name (the seed and the demo feed find theirs). */
  async function byTenants(tenantIds: string[]): Promise<BlockRow[]> {
    if (!tenantIds.length) return [];
    return db.select().from(blocks).where(inArray(blocks.tenantId, tenantIds)).orderBy(asc(blocks.name));
  }

  return { list, get, create, update, remove, history, logs, test, feed, byTenants };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
