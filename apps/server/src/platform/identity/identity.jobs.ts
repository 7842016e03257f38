import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../jobs/define.ts';
import { purgeExpiredOidcPayloads } from './oidc-adapter.ts';

/**
 * The built-in provider's expired sessions, interactions, codes and tokens, deleted every 15 minutes
 * by whichever node takes the run (once across nodes; deleting twice would only find nothing).
 */
export const purgeExpiredSignInState = (db: Db) => defineJob({
  name: 'identity.purge-expired',
  payload: z.object({}),
  cron: '*/15 * * * *',
  async run(_payload, { log }) {
    const deleted = await purgeExpiredOidcPayloads(db);
    if (deleted > 0) log.info({ deleted }, 'expired sign-in state purged');
  },
});
