import { BUILT_IN_ACTION_IDS } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OutboundClient } from '../../platform/outbound/index.ts';
import { createMailer, renderTemplate } from '../../platform/mail/index.ts';
import { secretsFor } from '../../platform/secrets/index.ts';
import { type MailPort, type WorkUnitPort, createEmailBuiltIn, createWorkUnitBuiltIn } from './actiondefinitions.builtins.ts';
import { parseRetrySchedule } from './actiondefinitions.jobs.ts';
import { type BuiltInRunner, type RunnerDeps, createActionRunner } from './actiondefinitions.runner.ts';
import { createSigningSecrets } from './actiondefinitions.signing.ts';

export interface ActionsRuntimeOptions {
  db: Db;
  config: Pick<Config, 'ACTION_RETRY_SCHEDULE' | 'SECRETS_KEY' | 'dataDir' | 'SMTP_URL' | 'MAIL_FROM' | 'publicUrl'>;
  http: () => OutboundClient | undefined;
  workUnits?: WorkUnitPort;
  /** Default: platform/mail's mailer (outbox, SMTP_URL) and templates. */
  mail?: MailPort;
  wake?: RunnerDeps['wake'];
  log?: RunnerDeps['log'];
  /** Overrides ACTION_RETRY_SCHEDULE (seconds), for tests. */
  schedule?: number[];
  random?: () => number;
}

/** The signing secrets and the runner with the built-ins wired, as the module and tests build them. */
export function createActionsRuntime(options: ActionsRuntimeOptions) {
  const { db, config } = options;
  const signing = createSigningSecrets({ db, secrets: secretsFor(config) });
  const builtIns: Record<string, BuiltInRunner> = {};
  if (options.workUnits) builtIns[BUILT_IN_ACTION_IDS.createWorkUnit] = createWorkUnitBuiltIn({ db, workUnits: options.workUnits });
  const mailer = options.mail ? undefined : createMailer({ db, config, shareInserts: true });
  const mail: MailPort = options.mail ?? { send: (message) => mailer!.send(message), render: renderTemplate };
  builtIns[BUILT_IN_ACTION_IDS.email] = createEmailBuiltIn({ db, mail });
  const runner = createActionRunner({
    db, signing, http: options.http, builtIns, schedule: options.schedule ?? parseRetrySchedule(config.ACTION_RETRY_SCHEDULE),
    wake: options.wake, log: options.log, random: options.random,
  });
  return { signing, runner, close: () => mailer?.close() };
}
