import type { FastifyReply } from 'fastify';
import { limits } from '../odata/limits.ts';

export interface CsvColumn {
  /** A key of the row, or a dotted path into nested objects: `tenant.name`. */
  field: string;
  header: string;
}

/** Characters that make spreadsheet programs read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

function read(row: Record<string, unknown>, field: string): unknown {
  if (field in row) return row[field];
  let value: unknown = row;
  for (const part of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One cell: formulas neutralised with a leading `'`, then RFC 4180 quoting. */
function cell(value: unknown): string {
  let out = text(value);
  // A real number is data, not a formula: -5 stays -5 so spreadsheets still sum it.
  if (typeof value !== 'number' && formulaStart.test(out)) out = `'${out}`;
  return needsQuotes.test(out) ? `"${out.replaceAll('"', '""')}"` : out;
}

/** RFC 4180 text: a header line, then one line per row, each ended by CRLF. */
export function toCsv(rows: Record<string, unknown>[], columns: CsvColumn[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(read(row, c.field))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Sends `csv` as a download. A UTF-8 byte order mark leads the body so Excel reads accented
 * letters correctly; other readers skip it.
 */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(`\uFEFF${csv}`);
}

/** The columns of a list when none are given: each key, nested objects one level deep as `a.b`. */
export function columnsOf(rows: Record<string, unknown>[]): CsvColumn[] {
  const fields = new Set<string>();
  for (const row of rows.slice(0, 1)) {
    for (const [key, value] of Object.entries(row)) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
        for (const inner of Object.keys(value)) fields.add(`${key}.${inner}`);
      } else fields.add(key);
    }
  }
  return [...fields].map((field) => ({ field, header: field }));
}

/** Sends a list result (`{ value }`) or rows as CSV; columns default to the rows' own keys. */
export function sendListCsv(
  reply: FastifyReply,
  fileName: string,
  list: { value: Record<string, unknown>[] } | Record<string, unknown>[],
  columns?: CsvColumn[],
): FastifyReply {
  const rows = Array.isArray(list) ? list : list.value;
  return sendCsv(reply, fileName, toCsv(rows, columns ?? columnsOf(rows)));
}

/**
 * The list query of an export: the caller's filter, sort, search, select and expand, at most
 * 1000 rows, and no count.
 */
export function exportQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { $count: _count, ...rest } = query;
  const top = rest.$top;
  const asNumber = typeof top === 'string' && /^\d+$/.test(top.trim()) ? Number(top) : typeof top === 'number' ? top : undefined;
  if (asNumber !== undefined && asNumber > limits.maxTop) rest.$top = String(limits.maxTop);
  return rest;
}
