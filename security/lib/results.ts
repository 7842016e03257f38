// Each check appends one line (test, attempts, failures) to a file the global teardown prints as a table.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export interface Result {
  test: string;
  attempts: number;
  failures: number;
  note?: string;
}

export function record(file: string, result: Result): void {
  appendFileSync(file, `${JSON.stringify(result)}\n`);
}

export function readResults(file: string): Result[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Result);
}

export function summaryTable(results: Result[]): string {
  const rows = results.map((r) => [r.test, r.attempts.toLocaleString('en-US'), String(r.failures), r.note ?? '']);
  return [
    '| test | attempts | failures | note |',
    '|---|---:|---:|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
