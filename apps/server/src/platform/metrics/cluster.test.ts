import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('metrics of several server processes', () => {
  it('answers a scrape in any worker with the sum over all workers', () => {
    const fixture = fileURLToPath(new URL('./cluster.fixture.ts', import.meta.url));
    const text = execFileSync(process.execPath, [fixture], { encoding: 'utf8', timeout: 30_000 });
    // Workers 1, 2 and 3 observed 1, 2 and 3 requests of 2, 4 and 6 ms: 6 requests, 28 ms in all.
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 6$/m);
    const sum = Number(/^http_request_duration_seconds_sum\{method="GET",route="\/api\/health",status_code="200"\} ([\d.e-]+)$/m.exec(text)?.[1]);
    expect(sum).toBeCloseTo(0.028, 6);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});
