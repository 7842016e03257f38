import { createHash, randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentInstallation, AgentOperation, CheckinRequest, EnrollRequest } from '@portal/contracts';

type Checkin = { authorization: string | undefined; body: Required<CheckinRequest>; at: number };
type Refuse = { status: number; code?: string; retryAfter?: number; message?: string } | null;

/**
 * A stand-in for the portal's agent API, speaking contracts/agent/protocol.ts, for the cases a real portal
 * cannot be made to produce on cue (an outage, a clone, a revoked credential at a given moment). The real
 * portal is exercised by portal.integration.test.ts.
 */
export class StandInPortal {
  readonly token = 'pat_enroll-token';
  readonly credential = `pdc_${randomUUID()}`;
  readonly deviceId = randomUUID();
  promoted = false;
  /** Refuse every check-in (and held request) so, e.g. 503 with Retry-After, 401 revoked, 409 clone. */
  refuse: Refuse = null;
  configVersion = 1;
  restart = false;
  /** A check-in with more packets than this is refused 413, as a body past the portal's limit is. */
  maxPackets = Number.POSITIVE_INFINITY;
  operations: AgentOperation[] = [];
  installations: AgentInstallation[] = [];
  files = new Map<string, Buffer>();
  readonly enrolls: Array<{ authorization: string | undefined; body: EnrollRequest }> = [];
  readonly checkins: Checkin[] = [];
  readonly refused: Checkin[] = [];
  /** Every packet stored, by id: a resend must not add one. */
  readonly stored = new Map<string, { entityId: string; timestamp: string; message: Record<string, unknown> }>();
  private server: Server | null = null;
  private waiters = new Set<() => void>();
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const wake of this.waiters) wake();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** A configuration change: bumps the version and wakes held requests, as the devices service does. */
  change(update: (portal: this) => void): void {
    update(this);
    this.configVersion += 1;
    for (const wake of this.waiters) wake();
  }

  addFile(content: Buffer): { sha256: string; sizeBytes: number; downloadPath: string } {
    const id = randomUUID();
    this.files.set(`/agent/v1/packages/${id}`, content);
    return { sha256: createHash('sha256').update(content).digest('hex'), sizeBytes: content.length, downloadPath: `/agent/v1/packages/${id}` };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    const authorization = request.headers.authorization;
    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(payload === undefined ? undefined : JSON.stringify(payload));
    };
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/agent/v1/enroll') {
      this.enrolls.push({ authorization, body });
      if (authorization !== `Bearer ${this.token}`) return send(401, { statusCode: 401, error: 'Unauthorized', message: 'bad token' });
      if (!this.promoted) return send(200, { status: 'pending', pendingDeviceId: randomUUID(), retryAfterSeconds: 1 });
      return send(200, { status: 'promoted', deviceId: this.deviceId, credential: this.credential, heartbeatInterval: 1 });
    }
    if (authorization !== `Bearer ${this.credential}`) return send(401, { statusCode: 401, error: 'Unauthorized', message: 'not a device credential', code: 'invalid' });
    if (this.refuse) {
      if (url.pathname === '/agent/v1/checkin') this.refused.push({ authorization, body, at: Date.now() });
      return send(this.refuse.status, { statusCode: this.refuse.status, error: 'Refused', message: this.refuse.message ?? 'refused', code: this.refuse.code },
        this.refuse.retryAfter ? { 'retry-after': String(this.refuse.retryAfter) } : {});
    }
    if (url.pathname === '/agent/v1/checkin') {
      if (body.packets.length > this.maxPackets) {
        this.refused.push({ authorization, body, at: Date.now() });
        return send(413, { statusCode: 413, error: 'Payload Too Large', message: 'too large' });
      }
      this.checkins.push({ authorization, body, at: Date.now() });
      let stored = 0;
      for (const packet of body.packets) {
        if (this.stored.has(packet.packetId)) continue;
        this.stored.set(packet.packetId, packet);
        stored += 1;
      }
      const changed = body.configVersion !== this.configVersion;
      if (body.restarted) this.restart = false;
      return send(200, {
        configVersion: this.configVersion, full: body.configVersion === 0, heartbeatInterval: 1, loggingLevel: 1, tracingUntil: null,
        restart: this.restart, packetsStored: stored, packetsDuplicate: body.packets.length - stored,
        ...(changed ? { operations: this.operations, installations: this.installations } : {}),
      });
    }
    if (url.pathname === '/agent/v1/commands') {
      const known = Number(url.searchParams.get('configVersion'));
      if (this.configVersion <= known) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            this.waiters.delete(wake);
            resolve();
          };
          this.waiters.add(wake);
          setTimeout(wake, 2000);
        });
      }
      return this.configVersion > known ? send(200, { configVersion: this.configVersion }) : send(204);
    }
    const file = this.files.get(url.pathname);
    if (file) return void response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
    send(404, { statusCode: 404, error: 'Not Found', message: 'No route' });
  }
}
