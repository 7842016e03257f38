import MoreVertIcon from '@mui/icons-material/MoreVert';
import { WorkUnitTypeId, workUnitMessages, type WorkUnitResponse } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { usePermissions } from '../../app/permissions.tsx';
import { useActiveTenantId } from '../../app/tenantUrl.ts';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { useCreateWorkUnit, usePatchWorkUnit, useWorkUnit, workUnitSavePatch } from './api.ts';
import { WorkUnitOverdueMarker } from '../workunitcommunications/WorkUnitOverdueMarker.tsx';
import { HistoryList } from './HistoryList.tsx';
import { MigrateToChangeRequestDialog } from './MigrateToChangeRequestDialog.tsx';
import { NoteBox } from './NoteBox.tsx';
import { PropertiesTab, RelatedTab } from './PropertiesRelatedTabs.tsx';
import { PendingActionsTab, ProtocolsTab, useManualActions } from './protocol/ProtocolTabs.tsx';
import { saveErrorMessage, WORK_UNIT_SAVE_FAILED } from './saveErrors.ts';
import {
  CREATE_TITLE,
  FORM_FIELDS,
  editTitle,
  formFieldLabels,
  newFormValues,
  toCreateBody,
  toFormValues,
  workUnitFormSchema,
  type WorkUnitFormValues,
} from './workUnitForm.ts';
import { WorkUnitFormFields } from './WorkUnitFormFields.tsx';

export const panelMessages = {
  createdRedirect: 'Successfully created work unit, you will be redirected for editing.',
  saved: (workUnitId: number) => `Work Unit #${workUnitId} saved.`,
  newWorkUnit: 'New Work Unit',
  changeType: 'Change Type to Change Request.',
} as const;

export interface WorkUnitPanelProps {
  /** Numeric or public id of the work unit to edit; without it the panel creates one of `createType`. */
  workUnitKey?: string;
  createType?: number;
  onClose: () => void;
  /** Opens another (or the just created) work unit in the panel. */
  onOpen: (workUnitId: number) => void;
}

/** Keeps the form in step with the record when the server changes it (a decision, a type change). */
function RecordSync({ record }: { record: WorkUnitResponse }) {
  const { reset } = useFormContext<WorkUnitFormValues>();
  const version = `${record.workUnitId}:${record.modified}`;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    reset(toFormValues(record), { keepDirtyValues: true });
  }, [version, record, reset]);
  return null;
}

function FooterMenu({ record, onMigrated }: { record: WorkUnitResponse; onMigrated: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [migrating, setMigrating] = useState(false);
  const { has } = usePermissions();
  const isIncident = record.workUnitTypeId === WorkUnitTypeId.Incident;
  const isChangeRequest = record.workUnitTypeId === WorkUnitTypeId.ChangeRequest;
  if (!isIncident && !isChangeRequest) return null;
  const run = () => {
    setAnchor(null);
    if (isChangeRequest) {
      toast.warning(workUnitMessages.alreadyChangeRequest);
      return;
    }
    // The change request's required fields are asked for first; the dialog makes the change.
    setMigrating(true);
  };
  return (
    <>
      <IconButton aria-label="More actions" onClick={(e) => setAnchor(e.currentTarget)} sx={{ mr: 'auto' }}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run} disabled={!has('WorkUnits:edit')}>
          {panelMessages.changeType}
        </MenuItem>
      </Menu>
      {migrating && (
        <MigrateToChangeRequestDialog
          record={record}
          onClose={() => setMigrating(false)}
          onMigrated={() => {
            setMigrating(false);
            onMigrated();
          }}
        />
      )}
    </>
  );
}

function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <Badge badgeContent={count} color="primary" max={99} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
      <span>{label}</span>
    </Badge>
  );
}

/**
 * The work unit panel (§2.4): create or edit, tabs Work Units (form, notes, history), Protocols, Pending
 * Actions (protocol/), Properties and Related. Saves send a JSON Patch that tests the values the user
 * started from, so a concurrent edit answers 409 and shows the spec's text instead of overwriting.
 */
export function WorkUnitPanel({ workUnitKey, createType, onClose, onOpen }: WorkUnitPanelProps) {
  const isNew = workUnitKey === undefined;
  const query = useWorkUnit(workUnitKey);
  useNotFoundRedirect(query.error);
  const record = query.data;
  const activeTenantId = useActiveTenantId();
  const create = useCreateWorkUnit();
  const patch = usePatchWorkUnit();
  const [saveError, setSaveError] = useState<string | null>(null);
  const manualActions = useManualActions(record);
  const [initialValues] = useState(() => (isNew ? newFormValues(createType ?? WorkUnitTypeId.Incident, activeTenantId ?? null) : undefined));

  const baseline = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const schema = useMemo(
    () => workUnitFormSchema({ isNew, currentStateId: record?.stateId, baseline }),
    [isNew, record?.stateId, baseline],
  );

  if (!isNew && !record) {
    return (
      <SidePanel open onClose={onClose} title="Edit Work Unit">
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          {query.isError ? <Alert severity="error">{query.error.message}</Alert> : <CircularProgress />}
        </Box>
      </SidePanel>
    );
  }

  const save = async (values: WorkUnitFormValues): Promise<WorkUnitResponse> => {
    setSaveError(null);
    try {
      if (isNew) return await create.mutateAsync(toCreateBody(values));
      if (!record || !baseline) throw new Error('The work unit is not loaded.');
      const operations = workUnitSavePatch(baseline, values, FORM_FIELDS);
      if (operations.length === 0) return record;
      return await patch.mutateAsync({ workUnitId: record.workUnitId, operations });
    } catch (error) {
      setSaveError(saveErrorMessage(error));
      throw error;
    }
  };

  const onSaved = (saved: WorkUnitResponse, closing: boolean) => {
    if (!isNew) return;
    if (closing) {
      toast.success(`${panelMessages.newWorkUnit} #${saved.workUnitId}: ${saved.title}`, {
        autoHideDuration: 10_000,
        action: (
          <Button color="inherit" size="small" onClick={() => onOpen(saved.workUnitId)}>
            VIEW
          </Button>
        ),
      });
    } else {
      toast.success(panelMessages.createdRedirect);
      onOpen(saved.workUnitId);
    }
  };

  const workUnitsTab = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {saveError && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }} onClose={() => setSaveError(null)}>
          {saveError}
        </Alert>
      )}
      {record && <WorkUnitOverdueMarker workUnitId={record.workUnitId} tenantId={record.tenantId} />}
      <WorkUnitFormFields isNew={isNew} record={record} />
      {record && (
        <>
          <RecordSync record={record} />
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h3">
            Notes
          </Typography>
          <NoteBox workUnitId={record.workUnitId} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            History
          </Typography>
          <HistoryList workUnitId={record.workUnitId} />
        </>
      )}
    </Box>
  );

  return (
    <FormPanel<ReturnType<typeof workUnitFormSchema>, WorkUnitResponse>
      open
      onClose={onClose}
      submitOnEnter={isNew}
      title={record ? editTitle(record.workUnitId, record.title) : CREATE_TITLE}
      schema={schema}
      defaultValues={record ? toFormValues(record) : (initialValues ?? newFormValues(WorkUnitTypeId.Incident, null))}
      fieldLabels={formFieldLabels}
      errorMessage={WORK_UNIT_SAVE_FAILED}
      loading={query.isFetching && !record}
      onSubmit={save}
      valuesAfterSave={(saved) => toFormValues(saved)}
      onSaved={onSaved}
      // A create confirms itself (onSaved: the New Work Unit notice, or the redirect's message).
      savedMessage={(saved) => (isNew ? undefined : panelMessages.saved(saved.workUnitId))}
      extraActions={record ? <FooterMenu record={record} onMigrated={() => setSaveError(null)} /> : undefined}
      tabs={[
        { label: 'Work Units', content: workUnitsTab },
        { label: 'Protocols', content: <ProtocolsTab state={manualActions} />, hidden: !record },
        { label: <TabLabel label="Pending Actions" count={manualActions.pendingCount} />, content: <PendingActionsTab state={manualActions} />, hidden: !record },
        { label: 'Properties', content: <PropertiesTab properties={record?.properties} />, hidden: !record },
        { label: <TabLabel label="Related" count={record?.relations?.length ?? 0} />, content: <RelatedTab relations={record?.relations ?? []} />, hidden: !record },
      ]}
    />
  );
}
