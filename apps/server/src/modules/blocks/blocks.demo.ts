import { BlockType } from '@portal/contracts';
import { createHash } from 'node:crypto';

/** A demo block and how the demo feed makes its values: `value(t)` for the instant t (ms), plausible and deterministic. */
export interface DemoBlock {
  name: string;
  description: string;
  blockTypeId: number;
  value: (t: number, noise: number) => number | string;
}

const MINUTE = 60_000;
const wave = (t: number, periodMinutes: number) => Math.sin((2 * Math.PI * t) / (periodMinutes * MINUTE));
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The blocks each demo tenant gets (seed.ts) and the feed keeps fed (blocks.jobs.ts). */
export const demoBlocks: DemoBlock[] = [
  { name: 'Server room temperature', description: 'Degrees Celsius from the rack sensor.', blockTypeId: BlockType.numeric,
    value: (t, n) => round(22 + 2.5 * wave(t, 45) + (n - 0.5)) },
  { name: 'Orders per minute', description: 'Checkout orders counted by the shop.', blockTypeId: BlockType.numeric,
    value: (t, n) => Math.max(0, Math.round(40 + 25 * wave(t, 90) + 20 * (n - 0.5))) },
  { name: 'Disk free (GB)', description: 'Free space on the shared volume.', blockTypeId: BlockType.numeric,
    // Falls slowly through the hour and is cleaned up at the top of it, so a rule below 20 GB matches now and then.
    value: (t, n) => round(60 - 45 * ((t % (60 * MINUTE)) / (60 * MINUTE)) + 2 * n) },
  { name: 'Backup status', description: 'State the nightly backup job reports.', blockTypeId: BlockType.smallText,
    value: (_t, n) => (n < 0.85 ? 'OK' : n < 0.95 ? 'Running' : 'Failed') },
];

/** The demo feed's period: one value per block every 30 seconds. */
export const DEMO_FEED_PERIOD_MS = 30_000;

/** A name-based UUID (version 5 layout) from text: the same input always gives the same id. */
export function nameBasedId(text: string): string {
  const hash = createHash('sha1').update(text).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id a demo block has in a tenant: the feed finds exactly the seeded blocks, never one a person made. */
export const demoBlockId = (tenantId: string, name: string) => nameBasedId(`portal-demo-block:${tenantId}:${name}`);

/** The packet id of a demo value: a rerun of the same slot stores nothing new (same id and timestamp). */
export const demoPacketId = (blockId: string, slot: number) => nameBasedId(`portal-demo-packet:${blockId}:${slot}`);

/** A number in [0, 1) from a block and a slot, so a retried slot gets the same value. */
export function demoNoise(blockId: string, slot: number): number {
  return createHash('sha1').update(`${blockId}:${slot}`).digest().readUInt32BE(0) / 0x1_0000_0000;
}
