import type { WorkUnitResponse } from '@portal/contracts';
import { usePermissions } from '../../../app/permissions.tsx';
import { FormTextField, type SelectOption } from '../../../kit/form/fields.tsx';
import { optionsFailed, useFailureToast } from '../optionErrors.ts';
import { useProtocolOptions } from './api.ts';

export const PROTOCOL_LABEL = 'Protocol';

/**
 * The work unit's protocol: the protocols of the unit's tenant (`GET v1/protocols/lookup?tenantId=`). The
 * saved protocol stays offered by its name (`$expand=protocol`) even when the list cannot be read.
 */
export function ProtocolField({ tenantId, record }: { tenantId: string | null | undefined; record?: WorkUnitResponse }) {
  const { has } = usePermissions();
  const options = useProtocolOptions(tenantId, has('WorkUnits.Protocols:view'));
  useFailureToast(options.error, optionsFailed(PROTOCOL_LABEL));
  const choices: SelectOption[] = (options.data ?? []).map((p) => ({ value: p.protocolId, label: p.name }));
  const saved = record?.protocolId;
  if (saved && !choices.some((c) => String(c.value).toLowerCase() === saved.toLowerCase())) {
    choices.push({ value: saved, label: record.protocol?.name ?? saved });
  }
  return <FormTextField name="protocolId" label={PROTOCOL_LABEL} options={choices} noneLabel="None" disabled={!tenantId} />;
}
