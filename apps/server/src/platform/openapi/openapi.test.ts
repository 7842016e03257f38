import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { apiTypesSource } from './api-types.ts';
import { operationOverrides } from './operations.ts';
import { defaultOperationId, documentPath } from './transform.ts';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const committedDocument = join(root, 'docs/openapi.json');
const committedTypes = join(root, 'apps/web/src/kit/api-types.ts');
/** `npm run docs:api` writes both files; `npm run lint:api` runs this file. */
const write = process.env.WRITE_API_DOCS === '1';
const fix = 'run npm run docs:api and commit docs/openapi.json and apps/web/src/kit/api-types.ts';

type Operation = {
  operationId?: string; summary?: string; tags?: string[]; security?: unknown[];
  parameters?: Array<{ name: string; in: string; schema: { type?: string } }>;
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let document: Document;
let text: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // The document as served: /api/docs/json answers app.swagger().
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  text = `${JSON.stringify(document, null, 2)}\n`;
});

const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

describe('the API document', () => {
  it('is committed as docs/openapi.json as the app generates it', () => {
    if (write) writeFileSync(committedDocument, text);
    expect({ fix, same: readFileSync(committedDocument, 'utf8') === text }).toEqual({ fix, same: true });
  });

  it('passes redocly lint (recommended rules, redocly.yaml) with no error', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, text);
    const cli = join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'summary'], {
      cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect({ status: run.status, errors: output.split('\n').filter((l) => /^error/.test(l)) }).toEqual({ status: 0, errors: [] });
  });

  it('publishes only API operations (the agent API and its download included): no client pages, static files, sign-in pages or the docs themselves', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((p) => !/^\/(api|v1|agent\/v1|downloads)\//i.test(p) || /^\/api\/docs/i.test(p))).toEqual([]);
    expect(paths.length).toBeGreaterThan(50);
  });

  it('gives every operation a unique operationId, a summary, tags, a security requirement and its error answers', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const incomplete = operations().filter(({ op }) => !op.operationId || !op.summary || !op.tags?.length || !op.security || !op.responses['503'])
      .map(({ method, path }) => `${method} ${path}`);
    expect(incomplete).toEqual([]);
  });

  it('documents errors from what a route declares: permission, params, body', () => {
    const grantCreate = document.paths['/v1/grants']!.put!;
    expect(Object.keys(grantCreate.responses).sort()).toEqual(['200', '400', '401', '403', '409', '413', '415', '503']);
    expect(grantCreate.security).toEqual([{ bearer: [] }]);
    const version = document.paths['/api/generalLookup/version']!.get!;
    expect(version.security).toEqual([]);
    expect(version.responses['401']).toBeUndefined();
    const workUnit = document.paths['/v1/workunits/{workUnitId}']!.get!;
    expect(workUnit.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    const problem = (document as unknown as { components: { schemas: Record<string, { required: string[] }> } }).components.schemas.Problem;
    expect(problem?.required).toEqual(['statusCode', 'error', 'message']);
  });

  it('keeps the OData function path, with its parameter named and typed as the server reads it', async () => {
    const history = document.paths['/v1/workunits/GetWorkUnitHistoryRecords(workUnitId={workUnitId})']?.get;
    expect(history?.parameters).toEqual([expect.objectContaining({ name: 'workUnitId', in: 'path', schema: expect.objectContaining({ type: 'integer' }) })]);
    const viewer = await ctx.factories.user({ permissions: ['WorkUnits:view'] });
    const headers = { authorization: `Bearer ${await ctx.tokenFor(viewer.userId)}` };
    const wrong = await ctx.app.inject({ method: 'GET', url: '/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=abc)', headers });
    expect(wrong.statusCode).toBe(400);
    const workUnit = await ctx.factories.workUnit();
    const right = await ctx.app.inject({ method: 'GET', url: `/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=${workUnit.workUnitId})`, headers });
    expect(right.statusCode).toBe(200);
  });

  it('holds overrides only for routes that exist', () => {
    const routes = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(operationOverrides).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('names operations from method and path, OData functions apart from plain segments', () => {
    expect(defaultOperationId('GET', '/v1/workunits/{workUnitId}/history')).toBe('getV1WorkunitsByWorkUnitIdHistory');
    expect(defaultOperationId('GET', '/v1/workunits/Export()')).not.toBe(defaultOperationId('GET', '/v1/workunits/export'));
    expect(documentPath('/v1/x/F(id=:id)')).toEqual({ path: '/v1/x/F(id={id})', renamed: { 'id)': 'id' } });
  });
});

describe('the web client\'s API types', () => {
  it('are generated from the document into apps/web/src/kit/api-types.ts', async () => {
    const types = await apiTypesSource(document);
    if (write) writeFileSync(committedTypes, types);
    expect({ fix, same: readFileSync(committedTypes, 'utf8') === types }).toEqual({ fix, same: true });
  });
});

describe('the API reference page', () => {
  it('is served at /api/docs with its script from the portal itself', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const src = /<script src="([^"]+)"/.exec(page.body)?.[1];
    expect(src).toMatch(/^\/api\/docs\//);
    const script = await ctx.app.inject({ method: 'GET', url: src! });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(page.body).toContain('data-url="/api/docs/json"');
  });

  it('sends the plugin\'s own page (an inline script), and /api/docs/, to ours', async () => {
    for (const url of ['/api/docs/reference/', '/api/docs/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({ url, status: 302, location: '/api/docs' });
    }
  });
});
