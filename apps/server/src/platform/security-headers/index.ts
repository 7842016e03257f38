import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { LOGOUT_AUTO_SUBMIT_SCRIPT } from '../identity/pages.ts';

/** A CSP source that allows exactly this inline script. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy of every answer: scripts only from the portal itself (the built client
 * has no inline script; the sign-out page's one line is allowed by its hash), styles also inline (MUI's emotion writes <style> elements at run time), calls
 * to the portal and, with an external provider, to its issuer (discovery, tokens), and no framing
 * anywhere, so approve and revoke buttons cannot be clickjacked. The sign-in pages send a stricter
 * policy of their own (platform/identity/interaction.routes.ts).
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl' | 'issuer' | 'builtInIdentity'>): Record<string, string[]> {
  const issuerOrigin = config.builtInIdentity ? [] : [new URL(config.issuer).origin];
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    // The sign-out page's auto-submit, by its hash: no other inline script runs.
    'script-src': ["'self'", scriptHash(LOGOUT_AUTO_SUBMIT_SCRIPT)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...issuerOrigin],
    'form-action': ["'self'", ...issuerOrigin],
    'frame-src': ["'self'", ...issuerOrigin],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer (helmet): the policy above, nosniff, a referrer policy that sends no
 * path to other sites, and HSTS only when PUBLIC_URL is https (on plain http it would be ignored, and on
 * localhost it would pin every other local site to https). The opener policy is left off: signing in
 * again after expiry uses a popup that comes back to the portal through the provider, and `same-origin`
 * would cut it from the window that opened it. Helmet is built once here: @fastify/helmet built it again
 * on every request, parsing the policy each time (2% of the portal's time at 10,000 agents).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  // The one page the portal frames itself: silent token renewal (without a refresh token) loads
  // /auth/silent in a hidden iframe of the portal's own page. Other sites still may not frame it.
  // A callback hook, not an async one: it runs on every answer, and most pass straight through.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(SILENT_RENEWAL_PATH)) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    }
    done(null, payload);
  });
});

/** The web client's silent renewal page (apps/web/src/app/auth/oidc.ts SILENT_PATH). */
export const SILENT_RENEWAL_PATH = '/auth/silent';
