import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePorts } from './free-port.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

const listen = (port: number) => new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen({ port, exclusive: true }, () => resolve(server));
});

describe('free ports for tests (issue 26 item 20)', () => {
  it('are distinct ports the system hands out, free to listen on at once, never one that is in use', async () => {
    const held = await listen(0);
    const taken = (held.address() as { port: number }).port;
    try {
      const ports = await freePorts(5);
      expect(new Set(ports).size).toBe(5);
      expect(ports).not.toContain(taken);
      const servers = await Promise.all(ports.map(listen));
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    } finally {
      await new Promise((resolve) => held.close(resolve));
    }
  });

  it('are what every test, suite and script uses: no random or fixed-offset port is left', () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
      const path = join(dir, entry.name);
      return entry.isDirectory() ? files(path) : /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
    });
    const guesses = [
      /port[^\n]{0,60}Math\.random|Math\.random[^\n]{0,60}port/i,
      /PORT: String\(\s*(Number\()?port\)? \+ \d+\)/,
      /\b(base)?[pP]ort \+ \d{1,5}\b/,
    ];
    const found = ['apps/server/src', 'security', 'e2e', 'scripts'].flatMap((dir) => files(join(root, dir)))
      .filter((file) => !file.endsWith('free-port.test.ts'))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((line, i) => [file, i + 1, line] as const))
      .filter(([, , line]) => guesses.some((guess) => guess.test(line)))
      .map(([file, n, line]) => `${relative(root, file)}:${n}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
