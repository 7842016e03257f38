import { resolve } from 'node:path';
import { AGENT_HOLD_MAX_SECONDS } from '@portal/contracts';
import { z } from 'zod';
import { ConfigurationError } from './config-error.ts';
import { parseKeys } from './platform/secrets/keys.ts';

export { ConfigurationError };

const optional = z.string().trim().min(1).optional();

/** Settings whose value is a secret (or holds one): a message about them never repeats the value. */
const SECRET_SETTINGS = new Set(['SECRETS_KEY', 'METRICS_TOKEN', 'DATABASE_URL', 'SMTP_URL']);

/** A whole number in a range; the message says what to write, e.g. `from 1 to 65535, e.g. PORT=3000`. */
const wholeNumber = (min: number, max: number | undefined, example: string) => {
  const message = `must be a whole number ${max === undefined ? `of at least ${min}` : `from ${min} to ${max}`}, e.g. ${example}`;
  const number = z.coerce.number({ error: message }).int(message).min(min, message);
  return max === undefined ? number : number.max(max, message);
};

const port = (what: string) => z.coerce.number({ error: `must be a port number, ${what}` }).int(`must be a whole number, ${what}`)
  .min(1, `must be a port number from 1 to 65535, ${what}`).max(65535, `must be a port number from 1 to 65535, ${what}`);

const ConfigSchema = z.object({
  PORT: wholeNumber(1, 65535, 'PORT=3000').default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Address users reach the portal at; the built-in OIDC issuer is `${PUBLIC_URL}/oidc`. */
  PUBLIC_URL: optional,
  /**
   * Origin of a development web client (the Vite dev server) that the built-in provider also accepts as
   * a redirect and CORS origin. `npm run dev` sets it to http://localhost:5173; unset otherwise.
   */
  DEV_CLIENT_ORIGIN: z.url({ protocol: /^https?$/, error: 'DEV_CLIENT_ORIGIN must be an http(s) origin such as http://localhost:5173' })
    .transform((value) => new URL(value).origin).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  /**
   * Key of the tenant secrets at rest: base64 of 32 bytes (`openssl rand -base64 32`); several keys
   * separated by commas while rotating, the first one current. Unset: a key file in DATA_DIR (docs/secrets.md).
   */
  SECRETS_KEY: optional,
  /** Loopback port of the embedded PostgreSQL (not used with DATABASE_URL). */
  EMBEDDED_PG_PORT: port('free on this machine (default 54329)').default(54329),
  /** Server processes answering HTTP (node:cluster); default one per processor. 1 runs no cluster. */
  SERVER_PROCESSES: wholeNumber(1, 64, 'SERVER_PROCESSES=2').optional(),
  /** Bearer token that lets a scraper other than this machine read GET /metrics. */
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters long.').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OIDC_ISSUER: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_AUDIENCE: optional,
  /**
   * Claim in the access token that lists the caller's groups (IdP group grants); a dotted path reaches
   * into objects (`realm_access.roles`, `resource_access.portal.roles`).
   */
  OIDC_GROUPS_CLAIM: z.string().trim().min(1).default('groups'),
  /**
   * Claim by which a new external subject takes over an account an operator marked "link on first
   * sign-in": `email` (only with `email_verified: true`, compared with the account's email) or any
   * other claim (compared with the account's user name).
   */
  OIDC_LINK_CLAIM: z.string().trim().min(1).default('email'),
  /** Clock difference tolerated when checking a token's exp, nbf and iat, in seconds. */
  OIDC_CLOCK_TOLERANCE_SECONDS: wholeNumber(0, 600, 'OIDC_CLOCK_TOLERANCE_SECONDS=60').default(60),
  /** Extra authorization request parameters for sign-in, as a query string: `resource=api://portal&prompt=select_account`. */
  OIDC_EXTRA_AUTH_PARAMS: optional,
  /** Scopes the web client requests (an external provider needs the API's scope here, e.g. `api://portal/.default`). */
  OIDC_SCOPE: z.string().default('openid profile email offline_access'),
  PERMISSION_PREFIX: z.string().default('Portal'),
  ENVIRONMENT_NAME: z.string().default('Development'),
  ENVIRONMENT_COLOR: z.string().default('#1565c0'),
  /** ISO date; default is one year after the first start (kept in the database). */
  LICENSE_EXPIRATION: optional,
  AGENT_DOWNLOAD_URL: optional,
  /** Comma-separated feature flags that are on, e.g. `I3ERequestForm,AssignmentGroupRequired`. */
  FEATURES: z.string().default('I3ERequestForm'),
  /** Where mail goes: smtp://user:password@host:587 or smtps://…; unset, mail stays in the mail outbox table (platform/mail). */
  SMTP_URL: z.string().trim().min(1).refine((value) => /^smtps?:$/.test(URL.parse(value)?.protocol ?? ''),
    'must be an smtp:// or smtps:// URL, e.g. SMTP_URL=smtp://user:password@mail.example.com:587').optional(),
  /** The From of the portal's mail, e.g. `Portal <portal@example.com>`; default portal@ the host of PUBLIC_URL. */
  MAIL_FROM: optional,
  /**
   * Host names outgoing requests (HTTP actions) may reach even when they resolve to a loopback, private
   * or link-local address, comma-separated, e.g. `hooks.internal.example,10.0.0.7`. Default none (platform/outbound).
   */
  ACTION_ALLOWED_HOSTS: z.string().trim().refine((value) => value.split(',').map((h) => h.trim()).filter(Boolean)
    .every((h) => /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+|[0-9a-f:]+)$/i.test(h)),
  'must be host names separated by commas, without scheme, port or path, e.g. ACTION_ALLOWED_HOSTS=hooks.internal.example,10.0.0.7').default(''),
  /**
   * Waits before each retry of a failed action run (5xx, 429, network error), comma-separated, units s, m
   * or h (a bare number is seconds); the number of entries is the number of retries. Default about a day
   * like Svix's: 5s,5m,30m,2h,5h,10h (modules/actiondefinitions).
   */
  ACTION_RETRY_SCHEDULE: z.string().trim().regex(/^(\d+(\.\d+)?\s*[smh]?)(\s*,\s*\d+(\.\d+)?\s*[smh]?)*$|^$/,
    'must be waits separated by commas, each a number with s, m or h, e.g. ACTION_RETRY_SCHEDULE=5s,5m,30m,2h,5h,10h').default('5s,5m,30m,2h,5h,10h'),
  /** Default true with the built-in provider, false with an external one (whose accounts demo data cannot use). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /** Stores values for the seeded demo blocks every 30 s (modules/blocks); default SEED_DEMO_DATA. */
  DEMO_FEED: z.enum(['true', 'false']).optional(),
  /** Tenant that public access requests are filed in; default the first enabled tenant by name. */
  ACCESS_REQUEST_TENANT_ID: z.guid('ACCESS_REQUEST_TENANT_ID must be a tenant id (GUID).').optional(),
  TOKEN_LIFETIME_SECONDS: wholeNumber(60, undefined, 'TOKEN_LIFETIME_SECONDS=3600').default(3600),
  /** Waiting for a database connection, new or pooled; past it the request answers 503 (db/client.ts). */
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 600_000, 'DATABASE_CONNECT_TIMEOUT_MS=5000').default(5_000),
  /** PostgreSQL's statement_timeout on every connection. */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 3_600_000, 'DATABASE_STATEMENT_TIMEOUT_MS=30000').default(30_000),
  /** PostgreSQL's idle_in_transaction_session_timeout on every connection. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber(100, 3_600_000, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS=15000').default(15_000),
  /**
   * Which proxies may say who the client is (X-Forwarded-For, -Proto, -Host): unset or `false` none,
   * `true` any (only behind a proxy that strips what clients send), a hop count (`1`), or
   * comma-separated addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`), as Fastify's trustProxy.
   */
  TRUST_PROXY: optional,
  /** The largest package bundle an upload takes, in bytes (POST v1/packages/upload); default 100 MB. */
  PACKAGE_MAX_BYTES: wholeNumber(1, undefined, 'PACKAGE_MAX_BYTES=104857600').default(100 * 1024 * 1024),
  /**
   * How long the agent API holds a waiting agent's `commands` request before answering 204 (long poll). At most
   * AGENT_HOLD_MAX_SECONDS, which agents outwait; longer holds mean fewer turns (docs/performance.md).
   */
  AGENT_LONG_POLL_SECONDS: wholeNumber(1, AGENT_HOLD_MAX_SECONDS, `AGENT_LONG_POLL_SECONDS=${AGENT_HOLD_MAX_SECONDS}`).default(AGENT_HOLD_MAX_SECONDS),
  /** How long a pending agent is told to wait before it asks again whether it was promoted. */
  AGENT_ENROLL_RETRY_SECONDS: wholeNumber(1, 3_600, 'AGENT_ENROLL_RETRY_SECONDS=30').default(30),
  /** How many pending devices one API token may have enrolled at a time; a new agent past it is refused (429). */
  PENDING_DEVICES_PER_TOKEN: wholeNumber(1, 1_000_000, 'PENDING_DEVICES_PER_TOKEN=1000').default(1000),
  /** Time a client has to send a whole request (node's server.requestTimeout); 0 turns it off. */
  REQUEST_TIMEOUT_MS: wholeNumber(0, 3_600_000, 'REQUEST_TIMEOUT_MS=30000').default(30_000),
  /** Days of packets kept; older day partitions are dropped daily (modules/packets). */
  PACKET_RETENTION_DAYS: wholeNumber(1, 3650, 'PACKET_RETENTION_DAYS=30').default(30),
  /**
   * `true`: packets are judged by the rules in the transaction that stores them (the acknowledgement waits for
   * the rules; nothing waits afterwards). `false`: they are stored at once and judged from the outbox moments
   * later (docs/areas/rules.md, "Evaluation").
   */
  RULES_ON_STORE: z.enum(['true', 'false'], { error: "RULES_ON_STORE must be 'true' or 'false'" }).default('true'),
  /** `POST /v1/packets` calls one process stores at once; past it a call answers 503 with Retry-After at once. */
  PACKET_INGEST_CONCURRENCY: wholeNumber(1, 10_000, 'PACKET_INGEST_CONCURRENCY=32').default(32),
  /**
   * Stored packets the rules have yet to evaluate, past which `POST /v1/packets` is held (PACKET_BACKLOG_WAIT_MS),
   * then answered 503 with Retry-After, so what is acknowledged is evaluated within about a second; 0 never
   * holds. Agents' check-ins are not held.
   */
  PACKET_BACKLOG_MAX: wholeNumber(0, 100_000_000, 'PACKET_BACKLOG_MAX=3000').default(3000),
  /**
   * How long a `POST /v1/packets` call past PACKET_BACKLOG_MAX is held for the rules to catch up before it is
   * refused (503); 0 refuses at once. Held calls count against PACKET_INGEST_CONCURRENCY.
   */
  PACKET_BACKLOG_WAIT_MS: wholeNumber(0, 60_000, 'PACKET_BACKLOG_WAIT_MS=2000').default(2000),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO_DATA' | 'DEMO_FEED'> & {
  SEED_DEMO_DATA: 'true' | 'false';
  DEMO_FEED: 'true' | 'false';
  /** OIDC_EXTRA_AUTH_PARAMS, parsed. */
  extraAuthParams: Record<string, string>;
  publicUrl: string;
  dataDir: string;
  features: Set<string>;
  /** True when the built-in OIDC provider serves sign-in. */
  builtInIdentity: boolean;
  issuer: string;
  clientId: string;
  audience: string;
  /** TRUST_PROXY as Fastify takes it. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** The database timeouts, for createDb. */
  dbTimeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number };
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const name = i.path.join('.');
      return `${name}${env[name] !== undefined && !SECRET_SETTINGS.has(name) ? ` '${env[name]}'` : ''}: ${i.message}`;
    }).join('; ');
    throw new ConfigurationError(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  // Before anything is made in DATA_DIR: a malformed key would otherwise be found after a new database was.
  if (c.SECRETS_KEY) parseKeys(c.SECRETS_KEY, 'SECRETS_KEY');
  if (c.DATABASE_URL) checkDatabaseUrl(c.DATABASE_URL);
  const external = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_AUDIENCE];
  if (external.some(Boolean) && !external.every(Boolean)) {
    throw new Error('Invalid configuration: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE together, or none of them.');
  }
  if (c.OIDC_ISSUER) checkIssuerUrl(c.OIDC_ISSUER);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const builtInIdentity = !c.OIDC_ISSUER;
  return {
    ...c,
    SEED_DEMO_DATA: c.SEED_DEMO_DATA ?? (builtInIdentity ? 'true' : 'false'),
    DEMO_FEED: c.DEMO_FEED ?? c.SEED_DEMO_DATA ?? (builtInIdentity ? 'true' : 'false'),
    extraAuthParams: parseExtraAuthParams(c.OIDC_EXTRA_AUTH_PARAMS),
    publicUrl,
    // npm runs the server inside apps/server; a relative DATA_DIR means the folder npm was started from.
    dataDir: resolve(process.env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    features: new Set(c.FEATURES.split(',').map((f) => f.trim()).filter(Boolean)),
    builtInIdentity,
    issuer: c.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    clientId: c.OIDC_CLIENT_ID ?? 'portal-web',
    audience: c.OIDC_AUDIENCE ?? 'urn:portal:api',
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    dbTimeouts: {
      connectMs: c.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: c.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
}

/** DATABASE_URL is a postgres:// (or postgresql://) URL; what it points at is found out when connecting. */
export function checkDatabaseUrl(databaseUrl: string): void {
  if (!/^postgres(ql)?:$/.test(URL.parse(databaseUrl)?.protocol ?? '')) {
    throw new ConfigurationError('DATABASE_URL is not a URL: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE.');
  }
}

/** An external issuer is https; plain http only on this machine (a provider run beside the portal). */
function checkIssuerUrl(issuer: string): void {
  const url = URL.parse(issuer);
  const loopback = url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) {
    throw new Error(`Invalid configuration: OIDC_ISSUER must be an https URL (http only for localhost), got '${issuer}'.`);
  }
}

/** Parameters the client sets itself; OIDC_EXTRA_AUTH_PARAMS may not override them. */
const OWN_AUTH_PARAMS = new Set([
  'client_id', 'redirect_uri', 'response_type', 'response_mode', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'request', 'request_uri',
]);

function parseExtraAuthParams(text: string | undefined): Record<string, string> {
  if (!text) return {};
  const params = Object.fromEntries(new URLSearchParams(text));
  const own = Object.keys(params).filter((name) => OWN_AUTH_PARAMS.has(name));
  if (own.length) throw new Error(`Invalid configuration: OIDC_EXTRA_AUTH_PARAMS may not set ${own.join(', ')} (the portal sets it).`);
  return params;
}

/** TRUST_PROXY: `true`/`false`, a hop count, or addresses and CIDR ranges separated by commas. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // A hop count: the nearest `hops` addresses are proxies (Fastify's types take no number).
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  const bad = addresses.filter((a) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a));
  if (bad.length > 0 || addresses.length === 0) {
    throw new Error(`Invalid configuration: TRUST_PROXY must be true, false, a hop count or proxy addresses (CIDR allowed), not ${JSON.stringify(value)}.`);
  }
  return addresses;
}
