import type { AgentLogEntry } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Logger } from './log.ts';

function capture() {
  const lines: string[] = [];
  const sent: AgentLogEntry[] = [];
  const log = new Logger((line) => lines.push(line));
  log.setSink((entry) => sent.push(entry));
  return { log, lines, sent };
}

describe('the logger', () => {
  it('never writes or sends a secured value', () => {
    const { log, lines, sent } = capture();
    log.setSecrets(['Bearer s3cr3t-token', 's3cr3t']);
    log.error('GET https://api.example/x with Bearer s3cr3t-token failed; s3cr3t again', 'b1b2c3d4-0000-4000-8000-000000000001');
    expect(lines.join('\n')).not.toContain('s3cr3t');
    expect(lines[0]).toContain('with *** failed; *** again');
    expect(sent[0]).toMatchObject({ entryType: 'Error', detail: 'GET https://api.example/x with *** failed; *** again', deviceOperationId: 'b1b2c3d4-0000-4000-8000-000000000001' });
  });

  it('writes and sends trace lines only while tracing is on', () => {
    const { log, lines, sent } = capture();
    log.trace('hidden');
    log.setTracing(new Date(Date.now() + 60_000).toISOString());
    log.trace('shown');
    log.setTracing(new Date(Date.now() - 1).toISOString());
    log.trace('hidden again');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/TRACE\s+shown$/);
    expect(sent.map((entry) => entry.detail)).toEqual(['shown']);
  });

  it('sends information and warnings to the portal only at logging level All; errors always; stdout gets all', () => {
    const { log, lines, sent } = capture();
    log.setLoggingLevel(0);
    log.info('started');
    log.warn('slow');
    log.error('broken');
    log.setLoggingLevel(1);
    log.warn('slow again');
    expect(lines).toHaveLength(4);
    expect(sent.map((entry) => entry.entryType)).toEqual(['Error', 'Warning']);
  });
});
