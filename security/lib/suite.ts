// What the global setup hands every test file: the portal's address and signed-in tokens.
import { inject } from 'vitest';
import { record } from './results.ts';

export interface SuiteContext {
  base: string;
  dataDir: string;
  resultsFile: string;
  tokens: Record<string, string>;
  tenants: Record<'A' | 'B' | 'C', string>;
  /** The throttle test's own account, made for it. */
  throttled: { userName: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    suite: SuiteContext;
  }
}

export function suite(): SuiteContext {
  return inject('suite');
}

export function report(test: string, attempts: number, failures: string[] | number, note?: string): void {
  const count = typeof failures === 'number' ? failures : failures.length;
  record(suite().resultsFile, { test, attempts, failures: count, ...(note ? { note } : {}) });
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  contentType?: string;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface Answer {
  status: number;
  text: string;
  json: unknown;
  ms: number;
  headers: Headers;
}

/** One HTTP call to the portal; never throws for an HTTP status. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody as BodyInit;
    headers['content-type'] = options.contentType ?? 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = options.contentType ?? 'application/json';
  }
  const started = performance.now();
  const res = await fetch(new URL(path, suite().base), {
    method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, ms, headers: res.headers };
}

/** GET as a user, answering the JSON or throwing with the status. */
export async function getJson<T>(path: string, token: string): Promise<T> {
  const res = await call('GET', path, { token });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 200)}`);
  return res.json as T;
}
