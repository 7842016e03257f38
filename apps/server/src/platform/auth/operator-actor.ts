import { userInfo } from 'node:os';
import { allPermissions } from '@portal/contracts';
import type { Actor } from './actor.ts';

/** The prefix of an operator's name in audits: `cli:root`, `cli:jdoe`. */
export const OPERATOR_NAME_PREFIX = 'cli:';

/** The operating-system user running the command, or 'unknown' where the system cannot say. */
export function operatingSystemUserName(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The actor of `npm run admin`: whoever can run the command on the server already holds the database,
 * so it holds every permission in all tenants; the services still apply their guards (duplicates, the
 * last administrator) and write their audits with its name, `cli:<OS user>`. It is never a user of
 * the portal: no account, no email, so it matches no person (approvers, customer scoping).
 */
export function operatorActor(osUserName = operatingSystemUserName()): Actor {
  const name = `${OPERATOR_NAME_PREFIX}${osUserName}`;
  return {
    kind: 'operator',
    id: name,
    name,
    userName: name,
    email: null,
    homeTenantId: null,
    contextTenantId: null,
    contextSubscriptionId: null,
    grants: [{ permissions: new Set(allPermissions), tenantIds: 'all' }],
  };
}
