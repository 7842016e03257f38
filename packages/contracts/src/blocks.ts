import { z } from 'zod';
import { multiLine, singleLine } from './common.ts';

/** Block types of part 1 §3. Heartbeat blocks are made by the portal, never in the create form. */
export const BlockType = { numeric: 1, smallText: 2, deviceHeartbeat: 8 } as const;
export type BlockType = (typeof BlockType)[keyof typeof BlockType];
export const blockTypeNames: Record<number, string> = { 1: 'Numeric', 2: 'Small text', 8: 'Device heartbeat' };
/** The types a person may create (part 1 §5: the heartbeat type is excluded from the create list). */
export const CREATABLE_BLOCK_TYPES = [BlockType.numeric, BlockType.smallText] as const;

/** Part 1 §9: the block grid polls every 10 s; block history pages hold 100 items. */
export const BLOCK_POLL_MS = 10_000;
export const BLOCK_HISTORY_PAGE_SIZE = 100;
export const BLOCK_HISTORY_MAX_ROWS = 1000;
/** Longest small-text value kept in a block's history; longer text is cut (docs/areas/blocks.md). */
export const BLOCK_SMALL_TEXT_MAX = 200;
/** A block whose latest value is older than this shows as stale (amber) on its card. */
export const BLOCK_STALE_AFTER_MS = 5 * 60 * 1000;

/** The exact strings of part 1 §2, §5 and §8 for blocks and the packet drawer, plus ours. */
export const blockMessages = {
  guid: 'Please enter a valid v4 or v5 GUID',
  nameRequired: 'Please enter a name.',
  typeRequired: 'Please choose a block type.',
  heartbeatNotCreatable: 'Device heartbeat blocks are made by the portal for each device; choose Numeric or Small text.',
  tenantRequired: 'Please choose a tenant.',
  subscriptionRequired: 'Please choose a subscription.',
  subscriptionNotInTenant: 'The subscription belongs to another tenant; choose one of the block\'s tenant.',
  alreadyExists: 'A block with this id already exists; keep the generated id or enter another.',
  saveFailed: 'A problem occurred saving the block. Please try again.',
  deleteFailed: 'A problem occurred deleting the block. Please try again.',
  deleted: 'Block deleted successfully.',
  saved: 'Block saved successfully.',
  deleteConfirm: (name: string) => `Delete the block ${name}? Its stored values stay until packet retention removes them.`,
  noBlocks: 'No blocks found',
  noPacket: 'No packet for this entity.',
  noHistory: 'No History Found.',
  noLogs: 'No Logs Found.',
  noRuleMatches: 'No Rule Matches Found.',
  scopeRequired: 'Please give a tenantId or a subscriptionId.',
  /** `typeName`: 'Numeric' or 'Small text'. */
  valueRefused: (typeName: string) => typeName === 'Small text'
    ? 'A Small text block takes text or a number as its value.'
    : `A ${typeName} block takes a number as its value, e.g. 42 or 3.5.`,
  valueRequired: 'Please enter a value.',
} as const;

/** Part 1 §5: a v4 or v5 GUID (version nibble 4 or 5, RFC 4122 variant). */
export const BLOCK_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[45][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isBlockId = (value: string) => BLOCK_ID_PATTERN.test(value);

const name = z.string({ error: blockMessages.nameRequired }).trim().min(1, blockMessages.nameRequired)
  .max(200, 'At most 200 characters are allowed.').check(singleLine());
const description = z.string().trim().max(2000, 'At most 2000 characters are allowed.').check(multiLine()).nullish();
const requiredGuid = (message: string) => z.guid({ error: (issue) => (issue.input ? 'Please enter a valid GUID.' : message) });

/** PUT v1/blocks. */
export const BlockCreateBody = z.object({
  blockId: z.string({ error: blockMessages.guid }).trim().regex(BLOCK_ID_PATTERN, blockMessages.guid).transform((v) => v.toLowerCase()),
  name,
  description,
  // Bounded for the API document (edge-input test); the refinements say which types may be created.
  blockTypeId: z.number({ error: blockMessages.typeRequired }).int(blockMessages.typeRequired).min(0, blockMessages.typeRequired).max(32767, blockMessages.typeRequired)
    .refine((v) => v !== BlockType.deviceHeartbeat, blockMessages.heartbeatNotCreatable)
    .refine((v) => (CREATABLE_BLOCK_TYPES as readonly number[]).includes(v), blockMessages.typeRequired),
  tenantId: requiredGuid(blockMessages.tenantRequired),
  subscriptionId: requiredGuid(blockMessages.subscriptionRequired),
});
export type BlockCreateBody = z.infer<typeof BlockCreateBody>;

/** POST v1/blocks/{blockId}: name and description only (part 1 §7). */
export const BlockUpdateBody = z.object({ name, description });
export type BlockUpdateBody = z.infer<typeof BlockUpdateBody>;

/** A block's newest value: `message.Value` of its latest packet (a number for numeric, text for smallText). */
export const BlockLatest = z.object({
  packetId: z.string(),
  timestamp: z.string(),
  // Null inside the union, not around it: OpenAPI 3.0 wants a type beside `nullable`.
  value: z.union([z.number().nullable(), z.string()]),
});
export type BlockLatest = z.infer<typeof BlockLatest>;

export const BlockResponse = z.object({
  blockId: z.guid(),
  name: z.string(),
  description: z.string().nullable(),
  blockTypeId: z.number().int(),
  tenantId: z.guid(),
  subscriptionId: z.guid(),
  subscription: z.object({ subscriptionId: z.guid(), name: z.string(), tenantId: z.guid() }),
  tenant: z.object({ tenantId: z.guid(), name: z.string() }),
  latest: BlockLatest.nullable(),
  created: z.string(),
  modified: z.string(),
});
export type BlockResponse = z.infer<typeof BlockResponse>;

/** GET v1/blocks?tenantId=…|subscriptionId=…&$orderby=name. */
export const BlockListQuery = z.object({
  tenantId: z.guid('Please enter a valid GUID.').optional(),
  subscriptionId: z.guid('Please enter a valid GUID.').optional(),
  $orderby: z.enum(['name', 'name asc', 'name desc', 'created desc', 'modified desc'], {
    error: 'Blocks can be ordered by name, name desc, created desc or modified desc.',
  }).optional(),
});
export const BlockListResponse = z.object({ value: z.array(BlockResponse) });
export type BlockListResponse = z.infer<typeof BlockListResponse>;

const pageMessage = 'Please ask for page 1 or later.';
const rowMessage = `Please ask for 1 to ${BLOCK_HISTORY_MAX_ROWS} rows.`;
/** GET v1/blocks/{blockId}/history?pageNumber&rowCount: pages from 1, newest first. */
export const BlockHistoryQuery = z.object({
  pageNumber: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(1_000_000, pageMessage).default(1),
  rowCount: z.coerce.number({ error: rowMessage }).int(rowMessage).min(1, rowMessage).max(BLOCK_HISTORY_MAX_ROWS, rowMessage)
    .default(BLOCK_HISTORY_PAGE_SIZE),
});
export type BlockHistoryQuery = z.infer<typeof BlockHistoryQuery>;

/** History item of part 1 §3. */
export const BlockHistoryItem = z.object({
  receivedTimestamp: z.string(),
  // Null inside the union, not around it: OpenAPI 3.0 wants a type beside `nullable`.
  value: z.union([z.number().nullable(), z.string()]),
  timestamp: z.string(),
});
export type BlockHistoryItem = z.infer<typeof BlockHistoryItem>;
export const BlockHistoryResponse = z.object({ historyItems: z.array(BlockHistoryItem), totalCount: z.number().int() });
export type BlockHistoryResponse = z.infer<typeof BlockHistoryResponse>;

/** Log entry of part 1 §3. */
export const BlockLogEntry = z.object({ logEntryId: z.guid(), created: z.string(), detail: z.string() });
export type BlockLogEntry = z.infer<typeof BlockLogEntry>;
export const BlockLogsResponse = z.object({ logs: z.array(BlockLogEntry) });
export type BlockLogsResponse = z.infer<typeof BlockLogsResponse>;

/** POST v1/blocks/{blockId}/test: one value stored now as the block's packet (`message.Value`). */
export const BlockTestBody = z.object({ value: z.unknown().refine((v) => v !== undefined && v !== null && v !== '', blockMessages.valueRequired) });
export type BlockTestBody = z.infer<typeof BlockTestBody>;

export const BlockDeletedResponse = z.object({ message: z.string() });

/**
 * A packet value as a block of this type keeps it: numeric takes a finite number (or numeric text), small
 * text takes a string (numbers become text). Anything else is `undefined`: refused, and logged.
 */
export function blockValue(blockTypeId: number, raw: unknown): number | string | undefined {
  if (blockTypeId === BlockType.numeric || blockTypeId === BlockType.deviceHeartbeat) {
    if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
    if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
    return undefined;
  }
  if (typeof raw === 'string') return raw.slice(0, BLOCK_SMALL_TEXT_MAX);
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return undefined;
}

/** The card colour of a block: fresh (a value within 5 minutes), stale, or none yet. */
export type BlockStatus = 'fresh' | 'stale' | 'none';
export function blockStatus(latestTimestamp: string | null | undefined, now = Date.now()): BlockStatus {
  if (!latestTimestamp) return 'none';
  return now - new Date(latestTimestamp).getTime() <= BLOCK_STALE_AFTER_MS ? 'fresh' : 'stale';
}
