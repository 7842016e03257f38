import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { communicationMessages } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { usePermissions } from '../../app/permissions.tsx';
import { ApiError } from '../../kit/api.ts';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { ActivityBoxes } from './ActivityBoxes.tsx';
import { CommunicationMetrics } from './markers.tsx';
import { useSaveWuComm, useWuCommByPublicId, type WuComm } from './queries.ts';
import { RelatedWorkUnits } from './RelatedWorkUnits.tsx';
import { WuCommFields } from './WuCommFields.tsx';
import { newWuCommValues, toSaveBody, wucommFieldLabels, wucommFormSchema, wucommToForm, type WuCommFormSchema } from './wucommForm.ts';

export const panelTitle = (record: Pick<WuComm, 'publicWorkUnitCommunicationId' | 'title'>) =>
  communicationMessages.title(record.publicWorkUnitCommunicationId, record.title);

/** §8's message, or the server's own words for a refusal it explains (a 400 naming the field). */
export const saveFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message ? `${communicationMessages.saveFailed} ${error.message}` : communicationMessages.saveFailed;

export interface WuCommPanelProps {
  /** The public id of the communication to show; without it the panel creates one. */
  publicId?: string;
  /** The screen's tenant: a new communication's default. */
  tenantId: string;
  onClose: () => void;
  /** A new communication was saved with Save: the panel goes on as its editor. */
  onCreated: (publicId: string) => void;
}

function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <Badge badgeContent={count} color="primary" max={99} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
      <span>{label}</span>
    </Badge>
  );
}

/**
 * 'WUCOMM #{publicId}: title' / 'Create Work Unit Communication' (§2.10): the fields with the §4 status rules,
 * the dirty guard, and for a saved one its Past and Next Steps and Related Work Units.
 */
export function WuCommPanel({ publicId, tenantId, onClose, onCreated }: WuCommPanelProps) {
  const isNew = publicId === undefined;
  const query = useWuCommByPublicId(publicId);
  useNotFoundRedirect(query.error);
  const record = query.data;
  const save = useSaveWuComm();
  const { has } = usePermissions();
  const canEdit = has(isNew ? 'WorkUnitCommunications:create' : 'WorkUnitCommunications:edit');
  const [initial] = useState(() => newWuCommValues(tenantId));
  const schema = useMemo<WuCommFormSchema>(() => wucommFormSchema({ isNew }), [isNew]);

  if (!isNew && !record) {
    return (
      <SidePanel open onClose={onClose} title="Work Unit Communication">
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          {query.isError && !(query.error instanceof ApiError && query.error.status === 404) ? (
            <Alert severity="error">{query.error.message}</Alert>
          ) : (
            <CircularProgress aria-label="Loading communication" />
          )}
        </Box>
      </SidePanel>
    );
  }

  const details = (
    <Box>
      {record && (
        <CommunicationMetrics
          overdue={record.overdue}
          nextUpdate={record.nextUpdate}
          timeToFirstUpdateMinutes={record.timeToFirstUpdateMinutes}
          onTimeUpdateShare={record.onTimeUpdateShare}
        />
      )}
      <WuCommFields isNew={isNew} />
    </Box>
  );

  return (
    <FormPanel<WuCommFormSchema, WuComm>
      key={record ? `edit-${record.workUnitCommunicationId}` : 'create'}
      open
      onClose={onClose}
      title={record ? panelTitle(record) : communicationMessages.createTitle}
      schema={schema}
      defaultValues={record ? wucommToForm(record) : initial}
      fieldLabels={wucommFieldLabels}
      readOnly={!canEdit}
      errorMessage={saveFailure}
      onSubmit={(values) => save.mutateAsync({ id: record?.workUnitCommunicationId, body: toSaveBody(values, isNew) })}
      valuesAfterSave={(saved) => wucommToForm(saved)}
      onSaved={(saved, closing) => {
        if (isNew && !closing) onCreated(saved.publicWorkUnitCommunicationId);
      }}
      savedMessage={(saved) => `Communication ${saved.title} ${isNew ? 'created' : 'saved'}.`}
      tabs={[
        { label: 'Details', content: details },
        {
          label: 'Steps',
          hidden: !record,
          content: record && (
            <ActivityBoxes
              communicationId={record.workUnitCommunicationId}
              canAdd={has('WorkUnitCommunications:create')}
              canEdit={has('WorkUnitCommunications:edit')}
              canDelete={has('WorkUnitCommunications:delete')}
            />
          ),
        },
        {
          label: <TabLabel label="Related Work Units" count={record?.workUnits?.length ?? 0} />,
          hidden: !record,
          content: record && (
            <RelatedWorkUnits
              communicationId={record.workUnitCommunicationId}
              tenantId={record.tenantId}
              workUnits={record.workUnits ?? []}
              canEdit={has('WorkUnitCommunications:edit') && has('WorkUnits:view')}
            />
          ),
        },
      ]}
    />
  );
}
