import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ActionSigningSecretResponse } from '@portal/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import { toIso } from '../../db/timestamps.ts';
import { notFound } from '../../platform/errors/index.ts';
import { type SecretsBox, sealContext } from '../../platform/secrets/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { actionSigningSecrets } from './actiondefinitions.table.ts';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): each HTTP action carries `webhook-id`
 * (the run's message id, the same on every retry), `webhook-timestamp` (Unix seconds of this attempt) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the base64 part of the
 * tenant's `whsec_…` secret. After a rotation the previous secret signs too (a second `v1,` entry,
 * space-separated) for PREVIOUS_SECRET_HOURS, so receivers can switch without losing a delivery.
 */

export const PREVIOUS_SECRET_HOURS = 24;
const TABLE = 'action_signing_secrets';

export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The `v1,<base64>` signature of one secret over `id.timestamp.body`. */
export function signature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three headers of one attempt, signed with every secret still signing (current first). */
export function webhookHeaders(secrets: readonly string[], messageId: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, messageId, timestamp, body)).join(' '),
  };
}

/**
 * A receiver's check (the demo receiver's, and the tests'): one of the `v1,` signatures matches one of
 * `secrets` and the timestamp is within `toleranceSeconds` of now.
 */
export function verifyWebhookSignature(
  secrets: readonly string[], headers: Record<string, string | string[] | undefined>, body: string, toleranceSeconds = 300, now = Date.now(),
): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = Number(headers['webhook-timestamp']);
  if (!id || !Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const given = String(headers['webhook-signature'] ?? '').split(' ').filter(Boolean);
  return secrets.some((secret) => {
    const expected = Buffer.from(signature(secret, id, timestamp, body));
    return given.some((entry) => {
      const candidate = Buffer.from(entry);
      return candidate.length === expected.length && timingSafeEqual(candidate, expected);
    });
  });
}

export function createSigningSecrets({ db, secrets }: { db: Db; secrets: SecretsBox }) {
  const open = (row: typeof actionSigningSecrets.$inferSelect) =>
    row.keyId ? secrets.open({ keyId: row.keyId, value: row.value }, sealContext(TABLE, row.secretId)) : row.value;

  async function insert(tx: DbOrTx, tenantId: string): Promise<void> {
    const secretId = crypto.randomUUID();
    const sealed = secrets.seal(newSigningSecret(), sealContext(TABLE, secretId));
    await tx.insert(actionSigningSecrets).values({ tenantId, secretId, value: sealed.value, keyId: sealed.keyId });
  }

  /** The current secret and any previous one still signing, made on first use. */
  async function signingRows(tenantId: string) {
    const current = () => db.select().from(actionSigningSecrets)
      .where(and(eq(actionSigningSecrets.tenantId, tenantId), or(isNull(actionSigningSecrets.expires), gt(actionSigningSecrets.expires, sql`now()`))))
      .orderBy(sql`${actionSigningSecrets.expires} is not null`, desc(actionSigningSecrets.created));
    let rows = await current();
    if (!rows.some((r) => r.expires === null)) {
      const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, tenantId));
      if (!tenant) throw notFound('The tenant');
      await db.transaction(async (tx) => {
        // One secret per tenant even when two runs ask at once.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`action-signing:${tenantId}`}))`);
        const [existing] = await tx.select({ id: actionSigningSecrets.secretId }).from(actionSigningSecrets)
          .where(and(eq(actionSigningSecrets.tenantId, tenantId), isNull(actionSigningSecrets.expires)));
        if (!existing) await insert(tx, tenantId);
      });
      rows = await current();
    }
    return rows;
  }

  /** The plain secrets that sign a tenant's requests now, current first. */
  async function signingSecrets(tenantId: string): Promise<string[]> {
    return (await signingRows(tenantId)).map(open);
  }

  async function read(tenantId: string): Promise<ActionSigningSecretResponse> {
    const rows = await signingRows(tenantId);
    const current = rows.find((r) => r.expires === null)!;
    const previous = rows.find((r) => r.expires !== null);
    return {
      secret: open(current),
      previousSecret: previous ? open(previous) : null,
      previousExpires: previous?.expires ? toIso(previous.expires) : null,
      rotated: previous ? toIso(current.created) : null,
    };
  }

  /** A new current secret; the old one signs on for PREVIOUS_SECRET_HOURS, older ones stop at once. */
  async function rotate(tenantId: string): Promise<ActionSigningSecretResponse> {
    await signingRows(tenantId);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`action-signing:${tenantId}`}))`);
      await tx.update(actionSigningSecrets).set({ expires: sql`now()` })
        .where(and(eq(actionSigningSecrets.tenantId, tenantId), gt(actionSigningSecrets.expires, sql`now()`)));
      await tx.update(actionSigningSecrets).set({ expires: sql`now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS})` })
        .where(and(eq(actionSigningSecrets.tenantId, tenantId), isNull(actionSigningSecrets.expires)));
      await insert(tx, tenantId);
    });
    return read(tenantId);
  }

  return { signingSecrets, read, rotate };
}

export type SigningSecrets = ReturnType<typeof createSigningSecrets>;
