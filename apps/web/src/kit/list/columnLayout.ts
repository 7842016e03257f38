import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readSetting, subscribeToSettings, writeSetting } from '../localSettings.ts';

/**
 * What a person changed about a list's columns, kept per browser (localStorage) under a key per list:
 * only the differences from the screen's defaults, so a column a screen adds later still shows up.
 */
export interface ColumnLayout {
  /** Columns shown (true) or hidden (false) against the default. */
  visibility?: GridColumnVisibilityModel;
  /** Field order as last arranged. */
  order?: string[];
  /** Widths set by dragging a header's edge (px). */
  widths?: Record<string, number>;
}

export const columnLayoutKey = (listKey: string) => `portal.list.${listKey}.columns`;

function isRecordOf<T>(value: unknown, check: (item: unknown) => item is T): value is Record<string, T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(check);
}
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isWidth = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The stored layout; anything unreadable (an old or hand-edited value) counts as no change. */
export function parseColumnLayout(raw: string | null): ColumnLayout {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const { visibility, order, widths } = value as Record<string, unknown>;
  return {
    visibility: isRecordOf(visibility, isBoolean) ? visibility : undefined,
    order: Array.isArray(order) && order.every((field) => typeof field === 'string') ? order : undefined,
    widths: isRecordOf(widths, isWidth) ? widths : undefined,
  };
}

/**
 * The fields in the person's order. A field the stored order does not know (a column added since) keeps
 * its default place: right after the column it follows by default.
 */
export function orderFields(defaultOrder: readonly string[], stored: readonly string[] | undefined): string[] {
  if (!stored) return [...defaultOrder];
  const known = new Set(defaultOrder);
  const result = stored.filter((field, index) => known.has(field) && stored.indexOf(field) === index);
  defaultOrder.forEach((field, index) => {
    if (result.includes(field)) return;
    const previous = defaultOrder[index - 1];
    const at = previous === undefined ? 0 : result.indexOf(previous) + 1;
    result.splice(at, 0, field);
  });
  return result;
}

/** The columns as the person arranged them: order and dragged widths (a set width replaces flex). */
export function applyColumnLayout<R extends GridValidRowModel>(columns: GridColDef<R>[], layout: ColumnLayout): GridColDef<R>[] {
  const byField = new Map(columns.map((column) => [column.field, column]));
  return orderFields(columns.map((column) => column.field), layout.order).map((field) => {
    const column = byField.get(field)!;
    const width = layout.widths?.[field];
    return width === undefined ? column : { ...column, width, flex: undefined };
  });
}

export interface ColumnLayoutState {
  layout: ColumnLayout;
  visibility: GridColumnVisibilityModel;
  setVisibility: (model: GridColumnVisibilityModel) => void;
  setOrder: (order: string[]) => void;
  setWidth: (field: string, width: number) => void;
  /** Back to the screen's defaults (removes the stored layout). */
  reset: () => void;
  /** Whether anything differs from the defaults. */
  changed: boolean;
}

/** The person's column layout of one list, read from and written to localStorage. */
export function useColumnLayout(listKey: string, defaultVisibility: GridColumnVisibilityModel = {}): ColumnLayoutState {
  const key = columnLayoutKey(listKey);
  const raw = useSyncExternalStore(subscribeToSettings, () => readSetting(key), () => null);
  const layout = useMemo(() => parseColumnLayout(raw), [raw]);
  const defaultsKey = JSON.stringify(defaultVisibility);
  const visibility = useMemo<GridColumnVisibilityModel>(
    () => ({ ...(JSON.parse(defaultsKey) as GridColumnVisibilityModel), ...layout.visibility }),
    [defaultsKey, layout.visibility],
  );
  const save = useCallback(
    (change: (current: ColumnLayout) => ColumnLayout) => {
      const next = change(parseColumnLayout(readSetting(key)));
      const empty = !next.visibility && !next.order && !next.widths;
      writeSetting(key, empty ? null : JSON.stringify(next));
    },
    [key],
  );
  const setVisibility = useCallback(
    (model: GridColumnVisibilityModel) =>
      save((current) => {
        const defaults = JSON.parse(defaultsKey) as GridColumnVisibilityModel;
        // Keep only what differs from the default (a column is shown unless the default hides it).
        const differences = Object.fromEntries(
          Object.entries(model).filter(([field, visible]) => visible !== (defaults[field] ?? true)),
        );
        // The grid's "show all" and "hide all" answer a model without the defaults' entries.
        for (const [field, visible] of Object.entries(defaults)) {
          if (!(field in model) && visible === false) differences[field] = true;
        }
        return { ...current, visibility: Object.keys(differences).length > 0 ? differences : undefined };
      }),
    [save, defaultsKey],
  );
  const setOrder = useCallback((order: string[]) => save((current) => ({ ...current, order })), [save]);
  const setWidth = useCallback(
    (field: string, width: number) => save((current) => ({ ...current, widths: { ...current.widths, [field]: Math.round(width) } })),
    [save],
  );
  const reset = useCallback(() => writeSetting(key, null), [key]);
  return { layout, visibility, setVisibility, setOrder, setWidth, reset, changed: raw !== null };
}
