/** Where the portal stands with its identity provider; `GET /api/health/ready` reports it. */
export interface IdentityProviderStatus {
  kind: 'built-in' | 'external';
  issuer: string;
  /**
   * ready: keys known; connecting: first discovery under way; unreachable: discovery failed, retrying;
   * issuer-mismatch: the provider names another issuer than OIDC_ISSUER (every token will be refused).
   */
  state: 'ready' | 'connecting' | 'unreachable' | 'issuer-mismatch';
  /** What went wrong, for the operator (both issuer values on a mismatch). */
  problem?: string;
  /** Discovery attempts so far. */
  attempts: number;
  /** ISO time of the next attempt while retrying. */
  nextAttemptAt?: string;
}

export interface DiscoveryDocument {
  issuer: string;
  jwks_uri: string;
}

export interface DiscoveryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DiscoveryOptions {
  issuer: string;
  log: DiscoveryLog;
  /** First retry delay; doubled after each failure up to maxRetryMs. */
  initialRetryMs?: number;
  maxRetryMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The discovery document's address (OIDC Discovery §4: a trailing slash of the issuer is dropped first). */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
}

/** A key set address is https, or http on this machine as the issuer may be. */
function usableUrl(value: unknown): value is string {
  const url = typeof value === 'string' ? URL.parse(value) : null;
  return !!url && (url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)));
}

/**
 * Fetches the external provider's discovery document from startup on, retrying with backoff while
 * the provider cannot be reached, and compares its `issuer` with OIDC_ISSUER exactly: tokens carry
 * the provider's issuer, so a trailing slash too many or too few would refuse every one of them.
 */
export function createDiscovery({ issuer, log, initialRetryMs = 1_000, maxRetryMs = 60_000, timeoutMs = 5_000, fetch: fetchImpl = fetch }: DiscoveryOptions) {
  const url = discoveryUrl(issuer);
  let status: IdentityProviderStatus = { kind: 'external', issuer, state: 'connecting', attempts: 0 };
  let document: DiscoveryDocument | undefined;
  let attempt: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = initialRetryMs;
  let stopped = false;

  async function load(): Promise<DiscoveryDocument> {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
      throw new Error(`${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause})` : ''}`, { cause: error });
    }
    if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as Partial<DiscoveryDocument> | undefined;
    if (typeof body?.issuer !== 'string') throw new Error('its answer is not a discovery document (no issuer)');
    if (!usableUrl(body.jwks_uri)) throw new Error(`its jwks_uri is missing or not an https URL (${String(body.jwks_uri)})`);
    return { issuer: body.issuer, jwks_uri: body.jwks_uri };
  }

  function retryLater(state: IdentityProviderStatus['state'], problem: string): void {
    const wait = delay;
    delay = Math.min(delay * 2, maxRetryMs);
    status = { ...status, state, problem, nextAttemptAt: new Date(Date.now() + wait).toISOString() };
    if (stopped) return;
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  }

  async function tryOnce(): Promise<void> {
    status = { ...status, attempts: status.attempts + 1 };
    let found: DiscoveryDocument;
    try {
      found = await load();
    } catch (error) {
      const problem = `The identity provider's discovery document at ${url} could not be read: ${error instanceof Error ? error.message : String(error)}.`;
      log.warn({ issuer, attempt: status.attempts, retryInMs: delay }, `${problem} Retrying in ${Math.round(delay / 1000)} s.`);
      retryLater('unreachable', problem);
      return;
    }
    document = found;
    if (found.issuer !== issuer) {
      const problem = `OIDC_ISSUER is '${issuer}' but the provider's discovery document names its issuer '${found.issuer}': `
        + `tokens carry the provider's value, so set OIDC_ISSUER to exactly '${found.issuer}'.`;
      log.error({ configured: issuer, discovered: found.issuer }, problem);
      retryLater('issuer-mismatch', problem);
      return;
    }
    delay = initialRetryMs;
    status = { kind: 'external', issuer, state: 'ready', attempts: status.attempts };
    log.info({ issuer, jwksUri: found.jwks_uri }, 'identity provider discovered');
  }

  function run(): Promise<void> {
    attempt ??= tryOnce().finally(() => {
      attempt = undefined;
    });
    return attempt;
  }

  return {
    start(): void {
      void run();
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
    status: (): IdentityProviderStatus => status,
    /**
     * The discovery document, waiting for an attempt under way; undefined while the provider cannot be
     * reached. A document whose issuer differs is still returned: tokens are then refused by issuer.
     */
    async document(): Promise<DiscoveryDocument | undefined> {
      if (!document && attempt) await attempt;
      return document;
    },
  };
}

export type Discovery = ReturnType<typeof createDiscovery>;
