import { type DemoDeliveryResponse, demoReceiverMessages } from '@portal/contracts';
import { gt, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { HttpError, badRequest } from '../../platform/errors/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { secretsFor } from '../../platform/secrets/index.ts';
import { tenantScope } from '../../platform/tenancy/index.ts';
import { createSigningSecrets, verifyWebhookSignature } from '../actiondefinitions/index.ts';
import { actionSigningSecrets } from '../actiondefinitions/actiondefinitions.table.ts';
import { demoDeliveryEntity } from './demoreceiver.entity.ts';
import { demoDeliveries } from './demoreceiver.table.ts';

export interface Delivery {
  method: string;
  /** Path and query as received. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Headers never kept: credentials an action may carry. */
const NOT_KEPT = new Set(['authorization', 'cookie', 'proxy-authorization']);

const flat = (headers: Delivery['headers']) => Object.fromEntries(Object.entries(headers)
  .filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name.toLowerCase()))
  .map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]));

/**
 * The demo receiver: accepts a delivery whose Standard Webhooks signature verifies with a tenant's signing
 * secret (current or previous; modules/actiondefinitions), records it under that tenant, once per
 * webhook-id, and lists what it received. It answers only while DEMO_FEED is on.
 */
export function createDemoReceiverService({ db, config }: { db: Db; config: Pick<Config, 'DEMO_FEED' | 'SECRETS_KEY' | 'dataDir'> }) {
  const signing = createSigningSecrets({ db, secrets: secretsFor(config) });

  /** The tenant whose secret signed the delivery: tried over the tenants that have a signing secret. */
  async function signer(delivery: Delivery): Promise<string | undefined> {
    const rows = await db.selectDistinct({ tenantId: actionSigningSecrets.tenantId }).from(actionSigningSecrets)
      .where(or(isNull(actionSigningSecrets.expires), gt(actionSigningSecrets.expires, sql`now()`)));
    for (const { tenantId } of rows) {
      if (verifyWebhookSignature(await signing.signingSecrets(tenantId), delivery.headers, delivery.body)) return tenantId;
    }
    return undefined;
  }

  async function receive(delivery: Delivery) {
    if (config.DEMO_FEED !== 'true') throw new HttpError(404, demoReceiverMessages.off);
    const webhookId = delivery.headers['webhook-id'];
    if (typeof webhookId !== 'string' || !webhookId || !delivery.headers['webhook-timestamp'] || !delivery.headers['webhook-signature']) {
      throw badRequest(demoReceiverMessages.missingHeaders);
    }
    // Cheap refusals before the secrets are read: a timestamp outside the 5 minutes, a signature not `v1,`.
    const timestamp = Number(delivery.headers['webhook-timestamp']);
    const fresh = Number.isInteger(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= 300;
    if (!fresh || !/(^|\s)v1,/.test(String(delivery.headers['webhook-signature']))) throw new HttpError(401, demoReceiverMessages.badSignature);
    const tenantId = await signer(delivery);
    if (!tenantId) throw new HttpError(401, demoReceiverMessages.badSignature);
    const [row] = await db.insert(demoDeliveries).values({
      tenantId, webhookId, method: delivery.method, path: delivery.path, headers: flat(delivery.headers), body: delivery.body,
    }).onConflictDoUpdate({
      target: [demoDeliveries.tenantId, demoDeliveries.webhookId],
      set: { deliveries: sql`${demoDeliveries.deliveries} + 1`, lastReceived: sql`now()` },
    }).returning({ deliveries: demoDeliveries.deliveries });
    return { received: true, tenantId, webhookId, deliveries: row?.deliveries ?? 1 };
  }

  async function list(actor: Actor, query: ODataQuery): Promise<{ '@odata.count'?: number; value: Array<Partial<DemoDeliveryResponse>> }> {
    return runList(db, demoDeliveryEntity, query, { where: (ref) => tenantScope(actor, 'ActionDefinitions:view', ref(demoDeliveries.tenantId)) });
  }

  return { receive, list };
}
