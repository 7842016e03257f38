import { z } from 'zod';
import { odataList } from './common.ts';

/** The most packets one `POST /v1/packets` call may carry (issue 29). */
export const PACKET_BATCH_MAX = 1000;
/** How far ahead of the portal's clock a packet's timestamp may be. */
export const PACKET_FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/** Messages of packet ingestion that part 2 §8 does not name (ours). */
export const packetIngestMessages = {
  tooMany: `At most ${PACKET_BATCH_MAX} packets may be sent in one call; split the batch and send the rest in another call.`,
  empty: 'Send at least one packet.',
  notRegistered: (entityId: string) =>
    `Entity ${entityId} is not registered in your tenant, so no packet can be stored for it; register the device or operation first.`,
  tooOld: (days: number) => `The timestamp is older than the packet retention of ${days} days; packets that old are no longer kept.`,
  tooNew: 'The timestamp is more than 1 day in the future; check the sender\'s clock.',
  overloaded: 'The portal is taking in as many packets as it can right now; send this batch again after the Retry-After seconds.',
} as const;

const guid = z.guid('Please enter a valid GUID.');

export const PacketIn = z.object({
  /** The sender's id for the packet; resent with the same id and timestamp it is stored once. Made by the portal when absent. */
  packetId: guid.optional(),
  entityId: guid,
  timestamp: z.iso.datetime({ offset: true, error: 'Please enter the timestamp as an ISO 8601 date and time, e.g. 2026-11-27T10:00:00Z.' }),
  message: z.record(z.string(), z.unknown(), { error: 'The message must be a JSON object.' }),
});
export type PacketIn = z.infer<typeof PacketIn>;

export const PacketIngestBody = z.array(PacketIn, { error: 'Send a JSON array of packets.' })
  .min(1, packetIngestMessages.empty).max(PACKET_BATCH_MAX, packetIngestMessages.tooMany);

export const PacketRefusal = z.object({
  /** The packet's position in the array sent. */
  index: z.number().int().nonnegative(),
  entityId: z.string(),
  message: z.string(),
});

export const PacketIngestResponse = z.object({
  /** Packets stored by this call. */
  stored: z.number().int().nonnegative(),
  /** Packets the portal already had (same packetId and timestamp): acknowledged, not stored again. */
  duplicate: z.number().int().nonnegative(),
  refused: z.array(PacketRefusal),
});
export type PacketIngestResponse = z.infer<typeof PacketIngestResponse>;

export const PacketResponse = z.object({
  packetId: z.string(),
  tenantId: z.string(),
  entityId: z.string(),
  timestamp: z.string(),
  received: z.string(),
  message: z.record(z.string(), z.unknown()),
});
export type PacketResponse = z.infer<typeof PacketResponse>;

export const PacketListResponse = odataList(PacketResponse.partial());
