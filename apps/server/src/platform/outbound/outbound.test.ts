import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { OutboundNetworkError, OutboundRefusedError, type Resolver, allowedHostsOf, createOutbound } from './index.ts';

/** A real local server that records what reaches it; each test says how it answers. */
interface Receiver { server: Server; port: number; hits: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }>; answer: (req: IncomingMessage, res: ServerResponse) => void }

async function startReceiver(): Promise<Receiver> {
  const receiver = { hits: [], answer: (_req: IncomingMessage, res: ServerResponse) => res.end('ok') } as unknown as Receiver;
  receiver.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      receiver.answer(req, res);
    });
  });
  await new Promise<void>((done) => receiver.server.listen(0, '127.0.0.1', done));
  receiver.port = (receiver.server.address() as AddressInfo).port;
  return receiver;
}

/** DNS as the test says: a name maps to the addresses given; every lookup is counted. */
function fakeDns(names: Record<string, string[] | (() => string[])>) {
  const calls: string[] = [];
  const resolve: Resolver = async (hostname) => {
    calls.push(hostname);
    const entry = names[hostname];
    const addresses = typeof entry === 'function' ? entry() : entry;
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}

let target: Receiver;
let other: Receiver;
beforeAll(async () => {
  target = await startReceiver();
  other = await startReceiver();
});
afterAll(async () => {
  await new Promise((done) => target.server.close(done));
  await new Promise((done) => other.server.close(done));
});
beforeEach(() => {
  target.hits.length = 0;
  other.hits.length = 0;
  target.answer = (_req, res) => res.end('ok');
});

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal'); }, (error: unknown) => {
  expect(error).toBeInstanceOf(OutboundRefusedError);
  return (error as Error).message;
});

describe('outboundRequest: the address guard', () => {
  const noDns: Resolver = async (hostname) => { throw new Error(`no lookup expected, got ${hostname}`); };

  it.each([
    'http://127.0.0.1:PORT/', 'http://localhost.:PORT/', 'http://2130706433:PORT/', 'http://0177.0.0.1:PORT/', 'http://0x7f.1:PORT/',
    'http://127.1:PORT/', 'http://0:PORT/', 'http://[::1]:PORT/', 'http://[::ffff:127.0.0.1]:PORT/', 'http://[::ffff:7f00:1]:PORT/',
    'http://[64:ff9b::7f00:1]:PORT/', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:169.254.169.254]/',
    'http://10.0.0.1/', 'http://192.168.0.1/', 'http://100.64.0.1/', 'http://224.0.0.1/',
  ])('refuses %s and sends nothing', async (pattern) => {
    const outbound = createOutbound({ resolve: pattern.includes('localhost') ? fakeDns({ 'localhost.': ['127.0.0.1'], localhost: ['127.0.0.1'] }).resolve : noDns });
    const message = await refusal(outbound({ method: 'GET', url: pattern.replace('PORT', String(target.port)) }));
    expect(message).toMatch(/^Refused .*(loopback|link-local|private|unspecified|carrier-grade|multicast).*ACTION_ALLOWED_HOSTS/);
    expect(target.hits).toHaveLength(0);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'data:text/plain,hi', 'javascript:alert(1)'])('refuses the scheme of %s', async (url) => {
    expect(await refusal(createOutbound({ resolve: noDns })({ method: 'GET', url }))).toContain('only http:// and https://');
  });

  it('refuses a URL that is not one, and credentials in the URL', async () => {
    const outbound = createOutbound({ resolve: noDns });
    expect(await refusal(outbound({ method: 'GET', url: 'not a url' }))).toContain('not an address');
    expect(await refusal(outbound({ method: 'GET', url: 'http://user:secret@example.com/' }))).toContain('put credentials in a header');
  });

  it.each([
    [['127.0.0.1'], 'loopback'], [['169.254.169.254'], 'link-local'], [['::ffff:127.0.0.1'], 'loopback'],
    [['::1'], 'loopback'], [['10.1.1.1'], 'private'], [['93.184.216.34', '127.0.0.1'], 'loopback'],
  ])('refuses a name whose DNS answer is %j, at connect time', async (addresses, word) => {
    const dns = fakeDns({ 'evil.example': addresses });
    const message = await refusal(createOutbound({ resolve: dns.resolve })({ method: 'POST', url: `http://evil.example:${target.port}/hook`, body: '{}' }));
    expect(message).toContain(`evil.example resolves to ${addresses.at(-1)}`);
    expect(message).toContain(word);
    expect(dns.calls).toEqual(['evil.example']);
    expect(target.hits).toHaveLength(0);
  });

  it('resolves a name once per connection, when the socket connects, so a changed answer cannot slip past an earlier check', async () => {
    // A rebinding name: harmless first, loopback afterwards. Had the guard looked it up before connecting
    // and the socket again, the second answer (the test server) would have been reached.
    let answers = 0;
    const dns = fakeDns({ 'rebind.example': () => (answers++ === 0 ? ['127.0.0.1'] : ['93.184.216.34']) });
    await refusal(createOutbound({ resolve: dns.resolve })({ method: 'GET', url: `http://rebind.example:${target.port}/` }));
    expect(dns.calls).toHaveLength(1);
    expect(target.hits).toHaveLength(0);
  });

  it('calls an allow-listed host whatever it resolves to, and reports status, headers, body and time', async () => {
    target.answer = (_req, res) => { res.setHeader('x-answer', 'yes'); res.statusCode = 202; res.end('accepted'); };
    const dns = fakeDns({ 'hooks.internal': ['127.0.0.1'] });
    const outbound = createOutbound({ resolve: dns.resolve, allowedHosts: ['Hooks.Internal'] });
    const response = await outbound({ method: 'post', url: `http://hooks.internal:${target.port}/in?x=1`, headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(response).toMatchObject({ status: 202, body: 'accepted', truncated: false, redirects: [] });
    expect(response.headers['x-answer']).toBe('yes');
    expect(response.durationMs).toBeGreaterThanOrEqual(0);
    expect(target.hits).toEqual([expect.objectContaining({ method: 'POST', url: '/in?x=1', body: '{"a":1}' })]);
    expect(target.hits[0]?.headers.host).toBe(`hooks.internal:${target.port}`);
  });
});

describe('outboundRequest: redirects', () => {
  const dns = fakeDns({ 'start.test': ['127.0.0.1'], 'meta.test': ['169.254.169.254'], 'loop.test': ['127.0.0.1'] });
  const outbound = createOutbound({ resolve: dns.resolve, allowedHosts: ['start.test'] });
  const redirectTo = (location: string, status = 302) => (_req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = status;
    res.setHeader('location', location.replace('OTHER', String(other.port)));
    res.end();
  };

  it.each([
    ['http://127.0.0.1:OTHER/', 'loopback'], ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://meta.test/latest/meta-data/', 'meta.test resolves to 169.254.169.254'], ['http://loop.test:OTHER/', 'loop.test resolves to 127.0.0.1'],
    ['http://[::ffff:127.0.0.1]:OTHER/', 'loopback'], ['file:///etc/passwd', 'only http'],
  ])('re-checks a redirect to %s and refuses it', async (location, words) => {
    target.answer = redirectTo(location);
    const message = await refusal(outbound({ method: 'POST', url: `http://start.test:${target.port}/`, body: 'x' }));
    expect(message).toContain(words);
    expect(target.hits).toHaveLength(1);
    expect(other.hits).toHaveLength(0);
  });

  it('follows up to three redirects and no more', async () => {
    let hops = 0;
    target.answer = (_req, res) => {
      hops += 1;
      if (hops <= 3) { res.statusCode = 307; res.setHeader('location', `/hop${hops}`); res.end(); return; }
      res.end('arrived');
    };
    const response = await outbound({ method: 'GET', url: `http://start.test:${target.port}/` });
    expect(response.body).toBe('arrived');
    expect(response.redirects.map((r) => r.status)).toEqual([307, 307, 307]);
    expect(response.url).toBe(`http://start.test:${target.port}/hop3`);

    target.answer = redirectTo('/again', 301);
    expect(await refusal(outbound({ method: 'GET', url: `http://start.test:${target.port}/` }))).toContain('more than 3 redirects');
  });

  it('turns a 303 into a GET without the body, and keeps a 307 a POST with it', async () => {
    let first = true;
    target.answer = (_req, res) => {
      if (first) { first = false; res.statusCode = 303; res.setHeader('location', '/see'); res.end(); return; }
      res.end('done');
    };
    await outbound({ method: 'POST', url: `http://start.test:${target.port}/`, headers: { 'content-type': 'text/plain' }, body: 'payload' });
    expect(target.hits.map((h) => [h.method, h.body, h.headers['content-type']])).toEqual([['POST', 'payload', 'text/plain'], ['GET', '', undefined]]);
  });
});

describe('outboundRequest: limits', () => {
  const outbound = createOutbound({ resolve: fakeDns({ 'big.test': ['127.0.0.1'] }).resolve, allowedHosts: ['big.test'], maxBodyBytes: 1024 });

  it('keeps at most maxBodyBytes of an answer and says it cut it', async () => {
    target.answer = (_req, res) => res.end('x'.repeat(100_000));
    const response = await outbound({ method: 'GET', url: `http://big.test:${target.port}/` });
    expect(response.truncated).toBe(true);
    expect(response.body).toHaveLength(1024);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    target.answer = () => { /* never answers */ };
    const error = await outbound({ method: 'GET', url: `http://big.test:${target.port}/`, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundNetworkError);
    expect((error as Error).message).toContain('did not answer within the time allowed');
  });

  it('says a refused connection is one', async () => {
    const closed = await startReceiver();
    await new Promise((done) => closed.server.close(done));
    const error = await outbound({ method: 'GET', url: `http://big.test:${closed.port}/` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundNetworkError);
    expect((error as OutboundNetworkError).code).toBe('ECONNREFUSED');
    expect((error as Error).message).toContain('refused the connection');
  });
});

describe('reserved host names', () => {
  it('reaches the listener a reserved name is mapped to, while every other name of loopback stays refused', async () => {
    const dns = fakeDns({ localhost: ['127.0.0.1'], 'demo-receiver.invalid': ['127.0.0.1'] });
    const mapped = createOutbound({ resolve: dns.resolve, reservedHosts: new Map([['demo-receiver.invalid', () => ({ host: '127.0.0.1', port: target.port })]]) });
    const response = await mapped({ method: 'POST', url: 'http://demo-receiver.invalid/v1/demoreceiver/x', body: '{}' });
    expect(response.status).toBe(200);
    expect(target.hits[0]?.headers.host).toBe('demo-receiver.invalid');
    for (const url of [`http://localhost:${target.port}/`, `http://127.0.0.1:${target.port}/`, `http://[::1]:${target.port}/`]) {
      await refusal(mapped({ method: 'GET', url }));
    }
    expect(await refusal(mapped({ method: 'GET', url: 'https://demo-receiver.invalid/' }))).toContain('http:// only');
    // Turned off (demo feed off), the name is an ordinary one again: resolving to loopback, it is refused.
    const unmapped = createOutbound({ resolve: dns.resolve });
    await refusal(unmapped({ method: 'GET', url: 'http://demo-receiver.invalid/' }));
    expect(target.hits).toHaveLength(1);
  });
});

describe('ACTION_ALLOWED_HOSTS', () => {
  it('is a comma list of host names, empty by default', () => {
    expect(allowedHostsOf(loadConfig({}))).toEqual([]);
    expect(allowedHostsOf(loadConfig({ ACTION_ALLOWED_HOSTS: ' hooks.internal , 10.0.0.7,' }))).toEqual(['hooks.internal', '10.0.0.7']);
    expect(() => loadConfig({ ACTION_ALLOWED_HOSTS: 'https://hooks.internal/x' })).toThrow(/ACTION_ALLOWED_HOSTS 'https:\/\/hooks.internal\/x': must be host names separated by commas/);
  });
});
