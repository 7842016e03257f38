import { describe, expect, it } from 'vitest';
import {
  DRAFTS_KEY,
  DRAFT_MAX_AGE_MS,
  UNTITLED_DRAFT,
  deleteAllDrafts,
  deleteDraft,
  draftTitle,
  purgeExpiredDrafts,
  readDrafts,
  saveDraft,
  truncateTitle,
} from './drafts.ts';

const NOW = Date.UTC(2025, 2, 7, 12, 0, 0);

describe('intake drafts', () => {
  it('expire after 12 hours (43,200,000 ms) and are purged when read for opening', () => {
    expect(DRAFT_MAX_AGE_MS).toBe(43_200_000);
    saveDraft({ title: 'just in time' }, { now: NOW - DRAFT_MAX_AGE_MS });
    saveDraft({ title: 'too old' }, { now: NOW - DRAFT_MAX_AGE_MS - 1 });
    saveDraft({ title: 'fresh' }, { now: NOW - 1000 });
    expect(readDrafts()).toHaveLength(3);

    const kept = purgeExpiredDrafts(NOW);
    expect(kept.map((d) => d.data.title)).toEqual(['fresh', 'just in time']);
    // The purge is written back, not only filtered.
    expect(readDrafts().map((d) => d.data.title)).toEqual(['fresh', 'just in time']);
  });

  it('saves over the same draft when given its id, newest first', () => {
    const first = saveDraft({ title: 'one' }, { now: NOW });
    saveDraft({ title: 'two' }, { now: NOW + 1 });
    saveDraft({ title: 'one, edited' }, { id: first.id, now: NOW + 2 });
    expect(readDrafts().map((d) => d.data.title)).toEqual(['one, edited', 'two']);
  });

  it('deletes one draft or all of them', () => {
    const a = saveDraft({ title: 'a' }, { now: NOW });
    saveDraft({ title: 'b' }, { now: NOW });
    deleteDraft(a.id);
    expect(readDrafts().map((d) => d.data.title)).toEqual(['b']);
    deleteAllDrafts();
    expect(readDrafts()).toEqual([]);
    expect(window.localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('cuts a draft title at 50 characters with an ellipsis', () => {
    const long = 'x'.repeat(60);
    expect(truncateTitle(long)).toBe(`${'x'.repeat(50)}...`);
    expect(truncateTitle('y'.repeat(50))).toBe('y'.repeat(50));
    expect(draftTitle({ title: long })).toBe(`${'x'.repeat(50)}...`);
    // Without a title, the description's first line names the draft.
    expect(draftTitle({ title: '', description: '\nPrinter on fire\nsecond line' })).toBe('Printer on fire');
    expect(draftTitle({})).toBe(UNTITLED_DRAFT);
  });

  it('ignores storage it cannot read', () => {
    window.localStorage.setItem(DRAFTS_KEY, '{not json');
    expect(readDrafts()).toEqual([]);
    window.localStorage.setItem(DRAFTS_KEY, JSON.stringify([{ id: 1 }, { id: 'ok', timestamp: NOW, data: {} }]));
    expect(readDrafts().map((d) => d.id)).toEqual(['ok']);
  });
});
