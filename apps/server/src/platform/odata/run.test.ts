import { describe, expect, it } from 'vitest';
import { pageBytes } from './run.ts';

describe('pageBytes', () => {
  it('writes the count and the rows as one JSON body, in UTF-8', () => {
    const rows = JSON.stringify([{ title: 'Störung im Netz ✓ 😀', n: 1 }, { title: '"quoted" \\ back' }]);
    const bytes = pageBytes(2, rows);
    expect(bytes.toString('utf8')).toBe(`{"@odata.count":2,"value":${rows}}`);
    expect(bytes.length).toBe(Buffer.byteLength(`{"@odata.count":2,"value":${rows}}`));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ '@odata.count': 2, value: JSON.parse(rows) });
  });

  it('leaves the count out when it was not asked for, and handles an empty page', () => {
    expect(pageBytes(undefined, '[]').toString('utf8')).toBe('{"value":[]}');
    expect(pageBytes(0, '[]').toString('utf8')).toBe('{"@odata.count":0,"value":[]}');
  });
});
