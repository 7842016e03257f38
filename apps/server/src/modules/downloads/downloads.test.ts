import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { buildAgentBundle } from './agent-bundle.fixture.ts';
import { AGENT_BUNDLE } from './downloads.routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The file the route serves is what `npm run build` makes.
  buildAgentBundle();
  ctx = await createTestContext();
});

describe('GET /downloads/agent.mjs', () => {
  it('serves the bundled agent to anyone, without a sign-in, as a download', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/downloads/agent.mjs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="agent.mjs"');
    expect(response.rawPayload.equals(readFileSync(AGENT_BUNDLE))).toBe(true);
    expect(response.body.startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('runs with plain node: the file it serves answers --help', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/downloads/agent.mjs' });
    const run = spawnSync(process.execPath, ['--input-type=module', '-', '--help'], { input: response.body, encoding: 'utf8' });
    expect(run.stdout).toMatch(/^Usage: node agent\.mjs --url <portal> --token <API token>/);
  });
});
