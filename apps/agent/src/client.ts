import {
  AGENT_API_BASE, AGENT_HOLD_MARGIN_SECONDS, AGENT_HOLD_MAX_SECONDS, agentMessages, type CheckinRequest, type CheckinResponse, type EnrollRequest, type EnrollResponse,
} from '@portal/contracts';
import { parseRetryAfter } from './backoff.ts';

/** A call the portal refused or could not answer. status 0: it was not reached at all. */
export class PortalError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly retryAfterSeconds: number | null;
  /** The portal's own message, when it gave one. */
  readonly detail: string | undefined;

  constructor(message: string, status: number, code?: string, retryAfterSeconds: number | null = null, detail?: string) {
    super(message);
    this.name = 'PortalError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.detail = detail;
  }

  /** The device was deleted: its credential is refused for good (the code, or the sign-in layer's message). */
  get revoked(): boolean {
    return this.status === 401 && (this.code === 'revoked' || this.detail === agentMessages.revoked);
  }

  /** The credential or agent id is in use on another machine: start over as a new agent. */
  get clone(): boolean {
    return this.status === 409 && this.code === 'clone';
  }
}

const CALL_TIMEOUT_MS = 30_000;
/** The portal holds a commands request at most AGENT_HOLD_MAX_SECONDS; this is the most the agent waits for it. */
const HELD_TIMEOUT_MS = (AGENT_HOLD_MAX_SECONDS + AGENT_HOLD_MARGIN_SECONDS) * 1000;

/** The agent API (contracts/agent/protocol.ts) over fetch: every call goes out from the agent. */
export class PortalClient {
  private readonly base: string;
  private readonly userAgent: string;

  constructor(url: string, agentVersion: string) {
    this.base = url.replace(/\/+$/, '');
    this.userAgent = `portal-agent/${agentVersion}`;
  }

  /** Enrollment uses the tenant's API token, and nothing else ever does. */
  enroll(token: string, body: EnrollRequest): Promise<EnrollResponse> {
    return this.json<EnrollResponse>('POST', `${AGENT_API_BASE}/enroll`, token, body);
  }

  checkin(credential: string, body: CheckinRequest): Promise<CheckinResponse> {
    return this.json<CheckinResponse>('POST', `${AGENT_API_BASE}/checkin`, credential, body);
  }

  /** The held request: the new configuration version when it passed `configVersion`, null on 204. */
  async commands(credential: string, configVersion: number, signal?: AbortSignal): Promise<number | null> {
    const response = await this.call('GET', `${AGENT_API_BASE}/commands?configVersion=${configVersion}`, credential, undefined, HELD_TIMEOUT_MS, signal);
    if (response.status === 204) return null;
    const body = (await response.json()) as { configVersion?: number };
    return typeof body.configVersion === 'number' ? body.configVersion : null;
  }

  /** A package file (downloadPath is relative to the portal's URL). */
  async download(credential: string, path: string): Promise<Buffer> {
    const response = await this.call('GET', path.startsWith('/') ? path : `/${path}`, credential, undefined, 10 * 60_000);
    return Buffer.from(await response.arrayBuffer());
  }

  private async json<T>(method: string, path: string, bearer: string, body: unknown): Promise<T> {
    const response = await this.call(method, path, bearer, body, CALL_TIMEOUT_MS);
    return (await response.json()) as T;
  }

  private async call(method: string, path: string, bearer: string, body: unknown, timeoutMs: number, signal?: AbortSignal): Promise<Response> {
    // One controller for the timeout and the caller's signal (AbortSignal.any needs Node 20.3).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          'user-agent': this.userAgent,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      const err = (controller.signal.reason ?? error) as Error & { cause?: { code?: string } };
      const reason = err.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : err.cause?.code ?? err.message;
      throw new PortalError(`The portal at ${this.base} is not reachable (${reason}).`, 0);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    if (response.ok) return response;
    let refusal: { message?: string; code?: string } = {};
    try {
      refusal = (await response.json()) as typeof refusal;
    } catch { /* not JSON: the status says enough */ }
    throw new PortalError(
      `${method} ${path} answered ${response.status}${refusal.message ? `: ${refusal.message}` : ''}`,
      response.status, refusal.code, parseRetryAfter(response.headers.get('retry-after')), refusal.message,
    );
  }
}
