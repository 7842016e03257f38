import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedAddressReason } from './addresses.ts';
import { OutboundNetworkError, OutboundRefusedError } from './errors.ts';

/** A DNS answer: every address a name resolves to. Tests hand in their own to play a name that resolves to 127.0.0.1. */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/** Where a reserved host name (e.g. demo-receiver.invalid) really connects, or undefined while it is off. */
export type ReservedTarget = () => { host: string; port: number } | undefined;

export interface OutboundOptions {
  /** Host names the guard lets through whatever they resolve to (ACTION_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** DNS; default the system's resolver (getaddrinfo, as every other program on the machine). */
  resolve?: Resolver;
  /** Host names (lowercase) answered by a fixed local listener instead of DNS; only plain http. */
  reservedHosts?: ReadonlyMap<string, ReservedTarget>;
  /** Bytes of a response body kept; the rest is dropped and `truncated` says so. */
  maxBodyBytes?: number;
}

export interface OutboundRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** For the whole request, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as UTF-8 text, at most maxBodyBytes of it. */
  body: string;
  truncated: boolean;
  durationMs: number;
  /** The URL that answered (after redirects). */
  url: string;
  /** Each redirect followed: the address it came from and its status. */
  redirects: Array<{ url: string; status: number }>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_REDIRECTS = 3;
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that carry a credential: not sent on to another origin by a redirect. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

const systemResolver: Resolver = async (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();

const allowHint = 'If this address must be reached, an administrator can add the host name to ACTION_ALLOWED_HOSTS.';

/** One client for every outgoing HTTP request of the portal: the SSRF guard, timeouts, redirect and size caps. */
export function createOutbound(options: OutboundOptions = {}) {
  const allowed = new Set((options.allowedHosts ?? []).map((h) => h.trim().replace(/\.$/, '').toLowerCase()).filter(Boolean));
  const resolve = options.resolve ?? systemResolver;
  const reserved = options.reservedHosts ?? new Map<string, ReservedTarget>();
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  /**
   * The socket's own lookup: every address the name resolves to is checked when the connection is made,
   * so an answer that changes between an earlier check and the connect (DNS rebinding) cannot slip by.
   */
  const guardedLookup = (url: string, check: boolean): LookupFunction => (hostname, lookupOptions, callback) => {
    resolve(hostname).then((answers) => {
      if (answers.length === 0) throw new OutboundNetworkError(url, `The host name ${hostname} has no address.`, { code: 'ENOTFOUND' });
      for (const { address } of check ? answers : []) {
        const why = refusedAddressReason(address);
        if (why) throw new OutboundRefusedError(url, `Refused ${url}: ${hostname} resolves to ${address}, ${why}. ${allowHint}`);
      }
      const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? answers.filter((a) => a.family === lookupOptions.family) : answers;
      if (lookupOptions.all) callback(null, wanted.map(({ address, family }) => ({ address, family })));
      else if (wanted[0]) callback(null, wanted[0].address, wanted[0].family);
      else callback(Object.assign(new Error(`${hostname} has no IPv${lookupOptions.family} address`), { code: 'ENOTFOUND' }), '', 0);
    }).catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (lookupOptions.all) callback(failure as NodeJS.ErrnoException, []);
      else callback(failure as NodeJS.ErrnoException, '', 0);
    });
  };

  /** Checks one hop before it is sent; returns how to connect. */
  function planHop(url: URL, shown: string) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundRefusedError(shown, `Refused ${shown}: only http:// and https:// addresses may be called, not ${url.protocol}//.`);
    }
    if (url.username || url.password) {
      throw new OutboundRefusedError(shown, `Refused ${shown}: a user name or password in the address is not sent; put credentials in a header instead.`);
    }
    const host = hostOf(url);
    const target = reserved.get(host)?.();
    if (target) {
      if (url.protocol !== 'http:') throw new OutboundRefusedError(shown, `Refused ${shown}: ${host} is served over http:// only.`);
      return { connectHost: target.host, port: target.port, lookup: undefined, hostHeader: url.host };
    }
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    if (allowed.has(host)) return { connectHost: host, port, lookup: isIP(host) ? undefined : guardedLookup(shown, false), hostHeader: undefined };
    // An address in the URL needs no lookup (node connects to it directly), so it is judged here. The URL
    // parser has already turned 2130706433, 0177.0.0.1 and 0x7f.1 into 127.0.0.1.
    if (isIP(host)) {
      const why = refusedAddressReason(host);
      if (why) throw new OutboundRefusedError(shown, `Refused ${shown}: ${host} is ${why}. ${allowHint}`);
      return { connectHost: host, port, lookup: undefined, hostHeader: undefined };
    }
    return { connectHost: host, port, lookup: guardedLookup(shown, true), hostHeader: undefined };
  }

  function sendHop(url: URL, method: string, headers: Record<string, string>, body: string | Buffer | undefined, signal: AbortSignal) {
    const shown = `${url.origin}${url.pathname}`;
    const plan = planHop(url, shown);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer; truncated: boolean }>((resolveHop, rejectHop) => {
      const request = client.request({
        method,
        host: plan.connectHost,
        port: plan.port,
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, ...(plan.hostHeader ? { host: plan.hostHeader } : {}) },
        // A new connection per request: a pooled socket would skip the connect-time check of a later hop.
        agent: false,
        lookup: plan.lookup,
        servername: url.protocol === 'https:' && !isIP(hostOf(url)) ? hostOf(url) : undefined,
        signal,
      }, (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        let truncated = false;
        response.on('data', (chunk: Buffer) => {
          if (kept >= maxBodyBytes) { truncated = true; response.destroy(); return; }
          const part = chunk.subarray(0, maxBodyBytes - kept);
          if (part.length < chunk.length) truncated = true;
          chunks.push(part);
          kept += part.length;
          if (truncated) response.destroy();
        });
        const finish = () => resolveHop({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), truncated });
        response.on('end', finish);
        response.on('close', () => { if (truncated) finish(); });
        response.on('error', (error) => (truncated ? finish() : rejectHop(error)));
      });
      request.on('error', rejectHop);
      request.end(body);
    }).catch((error: unknown) => {
      if (error instanceof OutboundRefusedError || error instanceof OutboundNetworkError) throw error;
      const cause = error as NodeJS.ErrnoException;
      if (cause.cause instanceof OutboundRefusedError) throw cause.cause;
      if (signal.aborted) throw new OutboundNetworkError(shown, `${shown} did not answer within the time allowed.`, { code: 'ETIMEDOUT', cause });
      throw new OutboundNetworkError(shown, networkMessage(shown, cause), { code: cause.code, cause });
    });
  }

  return async function outboundRequest(request: OutboundRequest): Promise<OutboundResponse> {
    const started = performance.now();
    const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxRedirects = request.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const signal = AbortSignal.timeout(timeoutMs);
    let url = URL.parse(request.url);
    if (!url) throw new OutboundRefusedError(request.url, `Refused '${request.url}': it is not an address; write it as https://host/path.`);
    let method = request.method.toUpperCase();
    let headers = { ...request.headers };
    let body = request.body;
    const redirects: OutboundResponse['redirects'] = [];
    for (;;) {
      const answer = await sendHop(url, method, headers, body, signal);
      const location = answer.headers.location;
      if (!REDIRECTS.has(answer.status) || !location) {
        return {
          status: answer.status, headers: flatHeaders(answer.headers), body: answer.body.toString('utf8'), truncated: answer.truncated,
          durationMs: Math.round(performance.now() - started), url: url.href, redirects,
        };
      }
      if (redirects.length >= maxRedirects) {
        throw new OutboundRefusedError(url.href, `Refused to follow more than ${maxRedirects} redirects (the last from ${url.origin}${url.pathname}); point the request at the final address.`);
      }
      redirects.push({ url: url.href, status: answer.status });
      const next = URL.parse(location, url);
      if (!next) throw new OutboundNetworkError(url.href, `${url.origin}${url.pathname} redirected to '${location}', which is not an address.`);
      // 303, and 301/302 after a POST as browsers do: the next hop is a GET without the body.
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !/^content-(type|length|encoding)$/i.test(name)));
      }
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase())));
      }
      url = next;
    }
  };
}

export type OutboundClient = ReturnType<typeof createOutbound>;

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

function networkMessage(shown: string, error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOTFOUND': case 'EAI_AGAIN': return `The host of ${shown} could not be found (DNS); check the address.`;
    case 'ECONNREFUSED': return `${shown} refused the connection; is the receiver running and listening on that port?`;
    case 'ECONNRESET': return `${shown} closed the connection before answering.`;
    case 'ETIMEDOUT': return `${shown} did not answer within the time allowed.`;
    default: return `${shown} could not be reached: ${error.message}`;
  }
}
