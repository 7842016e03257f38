import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { protocolMessages, type Protocol } from '@portal/contracts';
import { useState } from 'react';
import { ApiError } from '../../kit/api.ts';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { AssignedRulesTab } from './AssignedRulesTab.tsx';
import { ProtocolFields } from './ProtocolFields.tsx';
import { ProtocolForm, newProtocolValues, protocolFieldLabels, protocolToForm } from './protocolForm.ts';
import { useMatchedRules, useProtocol, useSaveProtocol } from './queries.ts';

export interface ProtocolPanelProps {
  /** Undefined creates a protocol. */
  protocolId?: string;
  /** A new protocol's tenant: the screen's. */
  defaultTenantId?: string;
  readOnly: boolean;
  onClose: () => void;
  /** A new protocol was saved with Save: the panel goes on as its editor. */
  onCreated: (protocolId: string) => void;
  /** Opens the protocol's actions (form=protocolAction). */
  onOpenActions?: (protocolId: string) => void;
}

/** A refusal the server explains (a 400 or 409 naming the problem) in its words, else §8's. */
const saveFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409) && error.message ? error.message : protocolMessages.saveFailed;

export const protocolSaved = (name: string, created: boolean) => `Protocol ${name} ${created ? 'created' : 'saved'}.`;

/** Create Protocol / Edit Protocol (part 1 §2, §3, §5): tabs Edit Protocol and Assigned Rules (with a count). */
export function ProtocolPanel({ protocolId, defaultTenantId, readOnly, onClose, onCreated, onOpenActions }: ProtocolPanelProps) {
  const protocol = useProtocol(protocolId);
  const save = useSaveProtocol();
  const [rulesPage, setRulesPage] = useState(0);
  // Asked once the protocol is known to exist (an unknown id is one 404, then the not-found route).
  const rules = useMatchedRules(protocol.data ? protocolId : undefined);
  useNotFoundRedirect(protocol.error);
  const creating = !protocolId;
  const title = creating ? protocolMessages.createTitle : protocolMessages.editTitle;

  if (!creating && !protocol.data) {
    return (
      <SidePanel open onClose={onClose} title={title}>
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!protocol.isError && <CircularProgress aria-label="Loading protocol" />}</Box>
      </SidePanel>
    );
  }

  const count = rules.data?.length;
  return (
    <FormPanel
      key={protocolId ?? 'create'}
      open
      onClose={onClose}
      title={title}
      schema={ProtocolForm}
      defaultValues={protocol.data ? protocolToForm(protocol.data) : newProtocolValues(defaultTenantId)}
      fieldLabels={protocolFieldLabels}
      readOnly={readOnly}
      errorMessage={saveFailure}
      // An update leaves the tenant as it is (a saved protocol stays with its tenant).
      onSubmit={(body) => save.mutateAsync({ protocolId, body: creating ? body : { ...body, tenantId: undefined } })}
      valuesAfterSave={(saved: Protocol) => protocolToForm(saved)}
      onSaved={(saved, closing) => {
        if (creating && !closing) onCreated(saved.protocolId);
      }}
      savedMessage={(saved) => protocolSaved(saved.name, creating)}
      extraActions={
        protocolId && onOpenActions ? (
          <Button onClick={() => onOpenActions(protocolId)} sx={{ mr: 'auto' }}>
            Protocol Actions
          </Button>
        ) : undefined
      }
      tabs={[
        { label: protocolMessages.editTab, content: <ProtocolFields protocol={protocol.data} /> },
        {
          label: `${protocolMessages.assignedRulesTab}${count === undefined ? '' : ` (${count})`}`,
          hidden: creating,
          content: <AssignedRulesTab tenantId={protocol.data?.tenantId ?? ''} rules={rules} page={rulesPage} onPageChange={setRulesPage} />,
        },
      ]}
    />
  );
}
