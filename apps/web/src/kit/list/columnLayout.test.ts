import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { applyColumnLayout, orderFields, parseColumnLayout } from './columnLayout.ts';

describe('column layout', () => {
  it('keeps the stored order, and puts a column added since after the column it follows by default', () => {
    expect(orderFields(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual(['c', 'a', 'b']);
    // `d` is new: after `b`, wherever the person moved `b`.
    expect(orderFields(['a', 'b', 'd', 'c'], ['b', 'c', 'a'])).toEqual(['b', 'd', 'c', 'a']);
    // A new first column stays first; a removed column is dropped; no stored order is the default order.
    expect(orderFields(['z', 'a', 'b'], ['b', 'gone', 'a'])).toEqual(['z', 'b', 'a']);
    expect(orderFields(['a', 'b'], undefined)).toEqual(['a', 'b']);
  });

  it('reads only what it understands from storage', () => {
    expect(parseColumnLayout(null)).toEqual({});
    expect(parseColumnLayout('not json')).toEqual({});
    expect(parseColumnLayout('{"visibility":{"a":"no"},"order":["b","a"],"widths":{"a":120,"b":-5}}')).toEqual({
      visibility: undefined,
      order: ['b', 'a'],
      widths: undefined,
    });
    expect(parseColumnLayout('{"visibility":{"a":false},"widths":{"a":120}}')).toEqual({ visibility: { a: false }, order: undefined, widths: { a: 120 } });
  });

  it('applies a dragged width in place of flex, and the order', () => {
    const columns: GridColDef[] = [
      { field: 'a', flex: 1, minWidth: 100 },
      { field: 'b', width: 90 },
    ];
    expect(applyColumnLayout(columns, { order: ['b', 'a'], widths: { a: 240 } })).toEqual([
      { field: 'b', width: 90 },
      { field: 'a', flex: undefined, minWidth: 100, width: 240 },
    ]);
  });
});
