import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../test/context.ts';
import { createPacketsService } from './packets.service.ts';

/** Route parameter of the packets module: `packetId`, a packet of an entity registered in `tenantId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const packets = createPacketsService({ db: ctx.db });
  const entityId = randomUUID();
  await packets.registerEntities(ctx.db, tenantId, [{ entityId, kind: 'test' }]);
  const packetId = randomUUID();
  await packets.store(tenantId, [{ packetId, entityId, timestamp: new Date().toISOString(), message: { Metrics: { DeviceCpu: 1 } } }]);
  return { packetId, entityId };
}

export const notTenantScoped: Record<string, string> = {
  'POST /v1/packets': "ingestion answers 200 and refuses another tenant's entity per packet, by id (packets.test.ts), so the valid packets of the same call are kept",
};
