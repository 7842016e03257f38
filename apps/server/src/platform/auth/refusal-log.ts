import type { FastifyBaseLogger } from 'fastify';
import type { TokenRefused } from './refusal.ts';
import { tokenFacts } from './verifier.ts';

export interface RefusalLogOptions {
  /** Lines per reason and issuer within one window; the rest are counted and reported with the next line. */
  perWindow?: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * Logs refused tokens at warn with the reason and the token's iss, aud and kid (never the token),
 * at most `perWindow` lines a minute for each reason and issuer, so a client retrying a bad token
 * in a loop, or someone sending garbage, cannot flood the log.
 */
export function createRefusalLog(log: Pick<FastifyBaseLogger, 'warn'>, { perWindow = 10, windowMs = 60_000, now = Date.now }: RefusalLogOptions = {}) {
  const windows = new Map<string, { start: number; logged: number; suppressed: number }>();
  return (refusal: TokenRefused, token: string | undefined): void => {
    const facts = token === undefined ? {} : tokenFacts(token);
    const key = `${refusal.reason}\u0000${String(facts.iss)}`;
    const at = now();
    let window = windows.get(key);
    if (!window || at - window.start >= windowMs) {
      if (windows.size > 1_000) windows.clear();
      window = { start: at, logged: 0, suppressed: window?.suppressed ?? 0 };
      windows.set(key, window);
    }
    if (window.logged >= perWindow) {
      window.suppressed++;
      return;
    }
    window.logged++;
    const suppressed = window.suppressed;
    window.suppressed = 0;
    log.warn({
      reason: refusal.reason,
      ...(refusal.detail ? { detail: refusal.detail } : {}),
      iss: facts.iss,
      aud: facts.aud,
      kid: facts.kid,
      ...(suppressed ? { suppressedSinceLast: suppressed } : {}),
    }, `access token refused (${refusal.reason}): ${refusal.message}`);
  };
}
