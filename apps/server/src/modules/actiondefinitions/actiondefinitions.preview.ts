import { BUILT_IN_ACTION_IDS } from '@portal/contracts';
import type { DbOrTx } from '../../db/types.ts';
import { renderTemplate } from '../../platform/mail/index.ts';
import { composeEmail, mailTenantOf } from './actiondefinitions.builtins.ts';
import { runValues } from './actiondefinitions.tokens.ts';

/**
 * The mail the email built-in would send for these parameters and tokens, without sending it (the work unit
 * panel's email preview, issue 31): the same recipient, template and values as a run. Undefined when the
 * definition is not the email built-in. The built-in sends to one recipient, so cc and bcc are empty. An
 * unknown template is platform/mail's 400.
 */
export async function previewEmailAction(db: DbOrTx, tenantId: string, actionDefinitionId: string, parameters: Record<string, string>, tokens: Record<string, string>) {
  if (actionDefinitionId !== BUILT_IN_ACTION_IDS.email) return undefined;
  const values = { ...runValues(parameters, tokens), 'Tenant.Id': tenantId };
  const mail = await composeEmail(mailTenantOf(db), renderTemplate, tenantId, parameters, values);
  return { to: mail.to, cc: '', bcc: '', subject: mail.subject, body: mail.text };
}
