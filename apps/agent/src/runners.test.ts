import { randomUUID } from 'node:crypto';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AgentOperation, OperationType, PackageType, ParameterSource } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonPath } from './json-path.ts';
import { type RunContext, refusal, resolveParameters, runOperation } from './runners.ts';

let server: Server;
let base: string;
const seenAuthorization: Array<string | undefined> = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization);
    if (request.url === '/ok') return response.end('fine');
    if (request.url === '/teapot') return response.writeHead(418).end();
    if (request.url === '/slow') return void setTimeout(() => response.end('late'), 3000);
    if (request.url === '/json') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { items: [{ value: 42 }, { 'a.b': 'dotted' }] }, flag: null }));
    if (request.url === '/html') return response.end('<html></html>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context: RunContext = { allowRead: [], allowScripts: false, env: {} };

function operation(operationType: number, parameters: Record<string, string | null>, extra: Partial<AgentOperation> = {}): AgentOperation {
  return {
    deviceOperationId: randomUUID(), operationId: randomUUID(), name: 'op', label: 'My check', operationType,
    frequencyTypeId: 2, intervalSeconds: 60, completionToken: null, operationComplete: false, packageTypeId: PackageType.AgentLogic,
    parameters: Object.entries(parameters).map(([name, value]) => ({ name, source: ParameterSource.PortalEntry, value })),
    ...extra,
  };
}
const run = (type: number, parameters: Record<string, string | null>, ctx = context) => {
  const op = operation(type, parameters);
  return runOperation(op, resolveParameters(op, ctx.env).values, ctx);
};

describe('Availability', () => {
  it('reports the status and the latency of a real answer', async () => {
    const message = await run(OperationType.Availability, { url: `${base}/ok` });
    expect(message).toMatchObject({ Metrics: { LatencyMs: expect.any(Number) }, States: { Available: true, StatusCode: 200 } });
    expect(message.Value).toBe((message.Metrics as { LatencyMs: number }).LatencyMs);
  });

  it('counts a non-2xx answer as unavailable unless it is the expected status', async () => {
    expect(await run(OperationType.Availability, { url: `${base}/teapot` })).toMatchObject({ States: { Available: false, StatusCode: 418 } });
    expect(await run(OperationType.Availability, { url: `${base}/teapot`, expectedStatus: '418' })).toMatchObject({ States: { Available: true } });
  });

  it('gives up after its timeout with a failed packet saying so', async () => {
    const failure = await run(OperationType.Availability, { url: `${base}/slow`, timeoutSeconds: '0.3' }).catch((error: Error & { packet?: unknown }) => error);
    expect((failure as Error).message).toBe('No answer within 0.3 s.');
    expect((failure as { packet?: unknown }).packet).toMatchObject({ Value: null, States: { Available: false }, Diagnostics: { Error: 'No answer within 0.3 s.' } });
  });

  it('refuses an address that is not http(s)', async () => {
    await expect(run(OperationType.Availability, { url: 'file:///etc/passwd' })).rejects.toThrow('must start with http:// or https://');
  });
});

describe('ApiRead', () => {
  it('reads the value at a dot and bracket path', async () => {
    expect(await run(OperationType.ApiRead, { url: `${base}/json`, jsonPath: 'data.items[0].value' })).toEqual({ Value: 42 });
    expect(await run(OperationType.ApiRead, { url: `${base}/json`, jsonPath: '$.data.items[1]["a.b"]' })).toEqual({ Value: 'dotted' });
    expect(await run(OperationType.ApiRead, { url: `${base}/json`, jsonPath: 'flag' })).toEqual({ Value: null });
  });

  it('sends the secured authorization it was given', async () => {
    const op = operation(OperationType.ApiRead, { url: `${base}/json`, jsonPath: 'data.items[0].value' });
    op.parameters.push({ name: 'authorization', source: ParameterSource.SecuredValue, value: 'Bearer top-secret' });
    const { values, secrets } = resolveParameters(op, {});
    expect(secrets).toEqual(['Bearer top-secret']);
    await runOperation(op, values, context);
    expect(seenAuthorization.at(-1)).toBe('Bearer top-secret');
  });

  it('fails with a reason on a missing path, an error status or an answer that is not JSON', async () => {
    await expect(run(OperationType.ApiRead, { url: `${base}/json`, jsonPath: 'data.items[5]' })).rejects.toThrow('The answer has no value at data.items[5].');
    await expect(run(OperationType.ApiRead, { url: `${base}/missing`, jsonPath: 'a' })).rejects.toThrow(/answered 404/);
    await expect(run(OperationType.ApiRead, { url: `${base}/html`, jsonPath: 'a' })).rejects.toThrow(/did not answer JSON/);
  });

  it('reads paths without confusing a null with a missing value', () => {
    expect(readJsonPath({ a: [{ b: null }] }, 'a[0].b')).toEqual({ found: true, value: null });
    expect(readJsonPath({ a: [] }, 'a[0].b')).toEqual({ found: false });
    expect(readJsonPath({ a: 1 }, 'toString')).toEqual({ found: false });
  });
});

describe('LocalFileRead', () => {
  it('reads the size or the last line of an allowed file, and nothing elsewhere', async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'agent-read-')));
    writeFileSync(join(dir, 'app.log'), 'first\nsecond\nlast line\n');
    const ctx = { ...context, allowRead: [dir] };
    expect(await run(OperationType.LocalFileRead, { path: join(dir, 'app.log'), mode: 'size' }, ctx)).toEqual({ Value: 23 });
    expect(await run(OperationType.LocalFileRead, { path: join(dir, 'app.log') }, ctx)).toEqual({ Value: 'last line' });
    await expect(run(OperationType.LocalFileRead, { path: '/etc/hostname' }, ctx)).rejects.toThrow(/outside the directories/);
  });
});

describe('Metric', () => {
  it('measures cpu, memory and disk in percent', async () => {
    for (const [metric, key] of [['cpu', 'DeviceCpu'], ['memory', 'DeviceMemory'], ['disk', 'DiskUsedPercent']] as const) {
      const message = await run(OperationType.Metric, { metric, path: '/' });
      const value = (message.Metrics as Record<string, number>)[key]!;
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      expect(message.Value).toBe(value);
    }
    await expect(run(OperationType.Metric, { metric: 'gpu' })).rejects.toThrow('The metric "gpu" is not known; use cpu, memory or disk.');
  });
});

describe('parameters and refusals', () => {
  it('reads environment variable parameters on the agent', () => {
    const op = operation(OperationType.Availability, {});
    op.parameters.push({ name: 'url', source: ParameterSource.EnvironmentVariable, value: 'CHECK_URL' });
    expect(resolveParameters(op, { CHECK_URL: 'https://x.example' }).values).toEqual({ url: 'https://x.example' });
    expect(resolveParameters(op, {}).values).toEqual({ url: null });
  });

  it('refuses script and command packages unless --allow-scripts', () => {
    for (const packageTypeId of [PackageType.ScriptRunner, PackageType.Command]) {
      const op = operation(OperationType.Metric, { metric: 'cpu' }, { packageTypeId });
      expect(refusal(op, context)).toBe('Operation "My check" belongs to a script or command package, which this agent refuses; start the agent with --allow-scripts to accept it.');
      expect(refusal(op, { ...context, allowScripts: true })).toBeNull();
    }
    expect(refusal(operation(OperationType.Metric, {}), context)).toBeNull();
  });
});
