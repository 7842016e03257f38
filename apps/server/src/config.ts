import { resolve } from 'node:path';
import { z } from 'zod';

const optional = z.string().trim().min(1).optional();

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Address users reach the portal at; the built-in OIDC issuer is `${PUBLIC_URL}/oidc`. */
  PUBLIC_URL: optional,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  /** Server processes answering HTTP (node:cluster); default one per processor. 1 runs no cluster. */
  SERVER_PROCESSES: z.coerce.number().int().min(1, 'SERVER_PROCESSES must be at least 1.').max(64).optional(),
  /** Bearer token that lets a scraper other than this machine read GET /metrics. */
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters long.').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OIDC_ISSUER: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_AUDIENCE: optional,
  /** Claim in the access token that lists the caller's groups (IdP group grants). */
  OIDC_GROUPS_CLAIM: z.string().default('groups'),
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
  SMTP_URL: optional,
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** Tenant that public access requests are filed in; default the first enabled tenant by name. */
  ACCESS_REQUEST_TENANT_ID: z.guid('ACCESS_REQUEST_TENANT_ID must be a tenant id (GUID).').optional(),
  TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(60).default(3600),
});

export type Config = z.infer<typeof ConfigSchema> & {
  publicUrl: string;
  dataDir: string;
  features: Set<string>;
  /** True when the built-in OIDC provider serves sign-in. */
  builtInIdentity: boolean;
  issuer: string;
  clientId: string;
  audience: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const external = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_AUDIENCE];
  if (external.some(Boolean) && !external.every(Boolean)) {
    throw new Error('Invalid configuration: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE together, or none of them.');
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const builtInIdentity = !c.OIDC_ISSUER;
  return {
    ...c,
    publicUrl,
    // npm runs the server inside apps/server; a relative DATA_DIR means the folder npm was started from.
    dataDir: resolve(process.env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    features: new Set(c.FEATURES.split(',').map((f) => f.trim()).filter(Boolean)),
    builtInIdentity,
    issuer: c.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    clientId: c.OIDC_CLIENT_ID ?? 'portal-web',
    audience: c.OIDC_AUDIENCE ?? 'urn:portal:api',
  };
}
