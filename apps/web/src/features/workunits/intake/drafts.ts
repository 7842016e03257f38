import { readSetting, writeSetting } from '../../../kit/localSettings.ts';

/**
 * Intake drafts, kept in this browser only (part 3 §2.5, §3 'Intake draft (local)', §9): each draft is
 * `{ id, timestamp, data }` under one localStorage key. Drafts older than 12 hours are deleted whenever
 * the intake panel or its drafts dialog opens.
 */
export const DRAFTS_KEY = 'portal.intake.drafts';
export const DRAFT_MAX_AGE_MS = 43_200_000;
export const DRAFT_TITLE_MAX = 50;
export const UNTITLED_DRAFT = 'Untitled draft';

export const draftMessages = {
  noneSelected: 'No draft selected.',
  deleted: 'Draft deleted successfully.',
  allDeleted: 'All drafts deleted successfully.',
  noneFound: 'No drafts found.',
  saved: 'Your draft has been saved!',
  noValues: 'No form values found!',
  deleteAllQuestion: 'Delete All Drafts?',
  expired: 'This draft has expired and was deleted.',
} as const;

export type DraftData = Record<string, unknown>;

export interface IntakeDraft {
  id: string;
  /** When the draft was last saved, in ms since the epoch. */
  timestamp: number;
  data: DraftData;
}

function isDraft(value: unknown): value is IntakeDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.id === 'string' && typeof draft.timestamp === 'number' && typeof draft.data === 'object' && draft.data !== null;
}

/** Every stored draft, newest first; unreadable storage counts as none. */
export function readDrafts(): IntakeDraft[] {
  const raw = readSetting(DRAFTS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isDraft).sort((a, b) => b.timestamp - a.timestamp) : [];
  } catch {
    return [];
  }
}

function writeDrafts(drafts: IntakeDraft[]): void {
  writeSetting(DRAFTS_KEY, drafts.length > 0 ? JSON.stringify(drafts) : null);
}

export function isExpired(draft: IntakeDraft, now: number): boolean {
  return now - draft.timestamp > DRAFT_MAX_AGE_MS;
}

/** Deletes drafts older than 12 hours and answers the rest, newest first. */
export function purgeExpiredDrafts(now = Date.now()): IntakeDraft[] {
  const all = readDrafts();
  const kept = all.filter((draft) => !isExpired(draft, now));
  if (kept.length !== all.length) writeDrafts(kept);
  return kept;
}

/**
 * The draft `id` as stored now, for opening it (part 3 §4: expired drafts are deleted when opened):
 * purges the expired drafts first, so a draft that expired while the drafts dialog was open, or that
 * another tab deleted, is undefined.
 */
export function draftToOpen(id: string, now = Date.now()): IntakeDraft | undefined {
  return purgeExpiredDrafts(now).find((draft) => draft.id === id);
}

function newId(now: number): string {
  // randomUUID needs a secure context; a portal served over plain http on a LAN has none.
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' && window.isSecureContext
    ? crypto.randomUUID()
    : `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Stores `data` as a new draft, or over the draft `id` when given; answers the stored draft. */
export function saveDraft(data: DraftData, { id, now = Date.now() }: { id?: string | null; now?: number } = {}): IntakeDraft {
  const draft: IntakeDraft = { id: id ?? newId(now), timestamp: now, data };
  writeDrafts([draft, ...readDrafts().filter((d) => d.id !== draft.id)]);
  return draft;
}

export function deleteDraft(id: string): void {
  writeDrafts(readDrafts().filter((d) => d.id !== id));
}

export function deleteAllDrafts(): void {
  writeDrafts([]);
}

/** Cuts a text to 50 characters and marks the cut with an ellipsis. */
export function truncateTitle(text: string, max = DRAFT_TITLE_MAX): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The name a draft is listed under: its title, else the first line of its description. */
export function draftTitle(data: DraftData): string {
  const title = typeof data.title === 'string' ? data.title.trim() : '';
  const description = typeof data.description === 'string' ? (data.description.split(/\r?\n/).find((line) => line.trim()) ?? '').trim() : '';
  const text = title || description;
  return text ? truncateTitle(text) : UNTITLED_DRAFT;
}
