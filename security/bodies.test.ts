// Oversized and malformed bodies on every route that takes one: 413 or 400 (415 for a type it does not
// take) with a JSON message, never a 5xx, never a stack trace.
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Ids, fillPath, globalRecords, tenantRecords } from './lib/fixtures.ts';
import { type Answer, call, getJson, report, suite } from './lib/suite.ts';
import { type Operation, operationsOf } from './routes.ts';

const MB = 1024 * 1024;
const stackTrace = /\n\s+at |node:internal|\.ts:\d+:\d+|"stack"|Error: .*\n/;

interface Case {
  name: string;
  body: string | Uint8Array;
  contentType: string;
  expected: number[];
  /** Text the answer's message must hold (the refusal of a control character names it). */
  messageIncludes?: string;
}

/** Every text field name the API's bodies use, each holding a control character. */
const everyTextField = (text: string) => JSON.stringify(Object.fromEntries(
  ['name', 'title', 'description', 'firstName', 'detail', 'notes', 'groupName', 'value', 'tenant'].map((field) => [field, text]),
));

/** Bulk routes taking up to 1,000 packets (and logs) a call, with a body limit of 4 MB instead of 1 MB. */
const BULK_ROUTES = new Set(['POST /agent/v1/checkin', 'POST /v1/packets']);
/** A control set import carries a file of up to 4 MiB characters as JSON text: its limit is 16 MiB, past both sizes here. */
const FILE_ROUTES = new Set(['POST /v1/controlsets/import']);

const cases: Case[] = [
  { name: 'over 1 MB of JSON', body: JSON.stringify({ name: 'x'.repeat(MB + 1024) }), contentType: 'application/json', expected: [413] },
  { name: '5 MB of JSON', body: JSON.stringify({ title: 'y'.repeat(5 * MB) }), contentType: 'application/json', expected: [413] },
  { name: 'cut-off JSON', body: '{"name": "abc', contentType: 'application/json', expected: [400] },
  { name: 'not JSON', body: 'name=abc&tenantId=1', contentType: 'application/json', expected: [400] },
  { name: 'a JSON string', body: '"just a string"', contentType: 'application/json', expected: [400] },
  { name: 'JSON null', body: 'null', contentType: 'application/json', expected: [400] },
  { name: 'deep nesting', body: '['.repeat(50_000) + ']'.repeat(50_000), contentType: 'application/json', expected: [400] },
  { name: '__proto__ pollution', body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}', contentType: 'application/json', expected: [400, 404, 409] },
  { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json', expected: [400, 403, 404, 409] }, // decoded with U+FFFD: then judged like any body
  { name: 'text/plain', body: 'hello', contentType: 'text/plain', expected: [400, 415] },
  { name: 'NUL in text', body: everyTextField('E\u0000ve'), contentType: 'application/json', expected: [400], messageIncludes: 'U+0000' },
  { name: 'ESC and C1 controls in text', body: everyTextField('red\u001b[31m\u0085'), contentType: 'application/json', expected: [400], messageIncludes: 'U+001B' },
  { name: 'XML', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', contentType: 'application/xml', expected: [415] },
];

let operations: Operation[];
/** Operations that declare a request body; the others ignore one, so only its size is judged there. */
let withBody: Set<string>;
let ids: Ids;

beforeAll(async () => {
  const { tokens, tenants } = suite();
  const document = await getJson<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>('/api/docs/json', tokens.admin!);
  withBody = new Set(Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).filter(([, o]) => o.requestBody).map(([method]) => `${method.toUpperCase()} ${path}`)));
  operations = operationsOf(document)
    .filter((op) => ['PUT', 'POST', 'PATCH'].includes(op.method) && op.key !== 'POST /api/v1/accessrequest');
  ids = { ...(await globalRecords(tokens.admin!)), ...(await tenantRecords(tokens.admin!, tenants.A)) };
});

/**
 * A request over a plain socket: a server answers 413 and closes before the whole body is sent, and
 * the answer is what counts (fetch and node:http report only the broken pipe then; curl shows the 413).
 */
function send(method: string, path: string, body: string | Uint8Array, contentType: string, token?: string): Promise<Answer> {
  const url = new URL(path, suite().base);
  const data = Buffer.from(body);
  const head = [
    `${method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, `content-type: ${contentType}`, `content-length: ${data.length}`,
    'connection: close', ...(token ? [`authorization: Bearer ${token}`] : []), '', '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => {}); // a reset after the answer: the answer is read below
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
      if (!status) { reject(new Error(`no answer (${raw.length} bytes)`)); return; }
      const [headers = '', ...rest] = raw.split('\r\n\r\n');
      let text = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(headers)) text = text.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '').replace(/\r\n$/, '');
      let json: unknown;
      try { json = JSON.parse(text); } catch { json = undefined; }
      resolve({ status, text, json, ms: performance.now() - started, headers: new Headers() });
    });
    socket.setTimeout(30_000, () => socket.destroy());
    // As curl does: the head first, and the body only when no early answer came (a 413 on the declared
    // length comes at once, then the server closes; writing on would reset the connection and lose it).
    socket.write(head);
    // No half-close (end()): the server would drop the answer to a request it is still working on; with
    // `connection: close` it closes the socket once it has answered.
    setTimeout(() => {
      if (!chunks.length) socket.write(data);
    }, 300);
  });
}

function judge(op: Operation, c: Case, res: Answer): string | undefined {
  const where = `${op.key} (${c.name})`;
  if (res.status >= 500) return `${where}: ${res.status} ${res.text.slice(0, 200)}`;
  if (stackTrace.test(res.text)) return `${where}: answer shows a stack trace: ${res.text.slice(0, 300)}`;
  const message = (res.json as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || !message) return `${where}: ${res.status} without a JSON message: ${res.text.slice(0, 200)}`;
  if (!c.expected.includes(res.status)) return `${where}: expected ${c.expected.join('/')}, got ${res.status} ${message}`;
  if (c.messageIncludes && res.status !== 429 && !message.includes(c.messageIncludes)) return `${where}: the message does not say ${c.messageIncludes}: ${message}`;
  return undefined;
}

describe('oversized and malformed bodies', () => {
  it('answers 413/400/415 with a JSON message on every route taking a body', async () => {
    const token = suite().tokens.admin!;
    const problems: string[] = [];
    let attempts = 0;
    for (const op of operations) {
      const path = fillPath(op.path, ids);
      for (const c of withBody.has(op.key) ? cases : cases.filter((k) => k.expected.includes(413))) {
        attempts += 1;
        // Past 1 MB but under 4 MB, a bulk route reads the body and judges it (400): 5 MB is past its limit too.
        const judged = (BULK_ROUTES.has(op.key) && c.name === 'over 1 MB of JSON') || (FILE_ROUTES.has(op.key) && c.contentType === 'application/json' && c.expected.includes(413));
        const expected = judged ? { ...c, expected: [400] } : c;
        try {
          const problem = judge(op, expected, await send(op.method, path, c.body, c.contentType, token));
          if (problem) problems.push(problem);
        } catch (err) {
          problems.push(`${op.key} (${c.name}): no answer (${(err as Error).message})`);
        }
      }
      // JSON Patch's own media type is taken too: a bad document under it is a 400 like any other. (A PATCH
      // declaring no body, such as the demo receiver's webhook deliveries, is no JSON Patch route.)
      if (op.method === 'PATCH' && withBody.has(op.key)) {
        const res = await call(op.method, path, { token, rawBody: '[{"op":', contentType: 'application/json-patch+json' });
        attempts += 1;
        const problem = judge(op, { name: 'cut-off JSON Patch', body: '', contentType: '', expected: [400] }, res);
        if (problem) problems.push(problem);
        const nul = await call(op.method, path, { token, rawBody: '[{"op":"replace","path":"/title","value":"E\\u0000ve"}]', contentType: 'application/json-patch+json' });
        attempts += 1;
        const refused = judge(op, { name: 'NUL in a JSON Patch value', body: '', contentType: '', expected: [400], messageIncludes: 'title: ' }, nul);
        if (refused) problems.push(refused);
      }
    }
    // The public form too, anonymously (it is rate-limited: a few cases only).
    for (const c of [...cases.slice(0, 2), cases.find((k) => k.name === 'NUL in text')!]) {
      const res = await send('POST', '/api/v1/accessrequest', c.body, c.contentType);
      attempts += 1;
      const problem = judge({ key: 'POST /api/v1/accessrequest', method: 'POST', path: '', query: [] }, { ...c, expected: [...c.expected, 429] }, res);
      if (problem) problems.push(problem);
    }
    report('bodies: oversized and malformed (413/400/415, JSON, no stack)', attempts, problems, `${operations.length + 1} routes x ${cases.length} kinds`);
    expect(problems).toEqual([]);
  });
});
