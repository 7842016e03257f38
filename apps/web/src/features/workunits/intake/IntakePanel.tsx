import Drafts from '@mui/icons-material/Drafts';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { settingKeys, readBooleanSetting } from '../../../kit/localSettings.ts';
import { usePermissions } from '../../../app/permissions.tsx';
import { useActiveTenantId } from '../../../app/tenantUrl.ts';
import { ConfirmDialog } from '../../../kit/ConfirmDialog.tsx';
import { FormPanel, sameValues } from '../../../kit/form/FormPanel.tsx';
import { usePanelParams } from '../../../kit/panel/usePanelParams.ts';
import { toast } from '../../../kit/toast.ts';
import { useFeatureFlag } from '../../auth/useFeatureFlag.ts';
import { DraftsDialog } from './DraftsDialog.tsx';
import { deleteAllDrafts, deleteDraft, draftMessages, draftToOpen, purgeExpiredDrafts, saveDraft, type IntakeDraft } from './drafts.ts';
import {
  INTAKE_SAVE_FAILED,
  emptyIntakeValues,
  hasEnteredValues,
  intakeFieldLabels,
  intakeFormSchema,
  toIntakeBody,
  valuesFromDraft,
  type IntakeFormValues,
} from './intakeForm.ts';
import { IntakeFields } from './IntakeFields.tsx';
import { useCreateWorkUnit } from '../api.ts';
import { useEscalationReasons } from '../escalationReasons.ts';
import { useIntakeAssignmentGroups } from './queries.ts';
import { recordRecentTenant } from './tenantOrder.ts';

export const INTAKE_TITLE = 'Intake';
export const NEW_WORK_UNIT_NOTICE = 'New Work Unit';
export const OPEN_DRAFT_QUESTION = 'Opening a draft replaces what you have entered. Open it anyway?';

/** The intake settings are read when the panel opens; the Settings panel says they need a refresh. */
function readIntakeSettings() {
  return {
    disableDrafts: readBooleanSetting(settingKeys.disableDrafts),
    sortTenantsBy: readBooleanSetting(settingKeys.sortTenantsByFavorites) ? ('favorite' as const) : ('recent' as const),
    hideTitle: readBooleanSetting(settingKeys.hideTitleField),
  };
}

/** The phone intake panel (part 3 §2.5); the work unit grid opens it from its Create menu. */
export function IntakePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Mounted only while open, so each opening starts empty, re-reads the settings and purges old drafts.
  if (!open) return null;
  return <IntakeForm onClose={onClose} />;
}

type IntakeForm = UseFormReturn<IntakeFormValues>;

/** The toast's VIEW link to the new work unit. */
function viewAction(onView: () => void) {
  function ViewAction() {
    return (
      <Button color="inherit" size="small" onClick={onView}>
        VIEW
      </Button>
    );
  }
  return ViewAction;
}

function SaveDraftButton({ onSave }: { onSave: (form: IntakeForm) => void }) {
  const form = useFormContext<IntakeFormValues>();
  // Left in the footer, apart from the submit buttons (and out from under the toasts, bottom right).
  return (
    <Button onClick={() => onSave(form)} sx={{ mr: 'auto' }}>
      Save as Draft
    </Button>
  );
}

interface DraftsControlProps {
  drafts: IntakeDraft[];
  onOpen: () => void;
}

function ViewDraftsButton({ drafts, onOpen }: DraftsControlProps) {
  return (
    <Badge badgeContent={drafts.length} color="primary" showZero={false} overlap="rectangular" sx={{ mr: 1 }}>
      <Button variant="outlined" size="small" startIcon={<Drafts />} disabled={drafts.length === 0} onClick={onOpen}>
        View Drafts
      </Button>
    </Badge>
  );
}

interface DraftsProps {
  open: boolean;
  drafts: IntakeDraft[];
  fallbackTenantId: string | null;
  onClose: () => void;
  onDelete: (id: string) => void;
  onDeleteAll: () => void;
  onLoaded: (values: IntakeFormValues, draft: IntakeDraft) => void;
  /** A draft asked for was gone when opened (expired, or deleted elsewhere): the list is read again. */
  onMissing: () => void;
}

/**
 * The drafts dialog bound to the form: opening a draft over unsaved input asks first. The draft is read
 * again as it opens, so one that expired while the dialog was open is deleted instead (part 3 §4).
 */
function IntakeDrafts({ fallbackTenantId, onLoaded, onMissing, ...dialog }: DraftsProps) {
  const form = useFormContext<IntakeFormValues>();
  const [pending, setPending] = useState<IntakeDraft | null>(null);
  const current = (draft: IntakeDraft) => {
    const stored = draftToOpen(draft.id);
    if (!stored) {
      toast.warning(draftMessages.expired);
      onMissing();
    }
    return stored;
  };
  const load = (draft: IntakeDraft) => {
    const stored = current(draft);
    if (!stored) return;
    const values = valuesFromDraft(stored.data, fallbackTenantId);
    // The draft becomes the form's baseline: closing right away loses nothing.
    form.reset(values);
    onLoaded(values, stored);
  };
  const requestOpen = (draft: IntakeDraft) => {
    if (sameValues(form.getValues(), form.formState.defaultValues)) load(draft);
    else if (current(draft)) setPending(draft);
  };
  return (
    <>
      <DraftsDialog {...dialog} onOpenDraft={requestOpen} />
      <ConfirmDialog
        open={pending !== null}
        message={OPEN_DRAFT_QUESTION}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) load(pending);
          setPending(null);
        }}
      />
    </>
  );
}

function IntakeForm({ onClose }: { onClose: () => void }) {
  const [settings] = useState(readIntakeSettings);
  const activeTenantId = useActiveTenantId() ?? null;
  const [start] = useState(() => emptyIntakeValues(activeTenantId));
  const [tenantId, setTenantId] = useState<string | null>(start.tenantId);
  const [drafts, setDrafts] = useState<IntakeDraft[]>(() => (settings.disableDrafts ? [] : purgeExpiredDrafts()));
  const [draftId, setDraftId] = useState<string | null>(null);
  const [draftsOpen, setDraftsOpen] = useState(false);
  const { has } = usePermissions();
  const flag = useFeatureFlag('AssignmentGroupRequired');
  const canListGroups = has('Tenants:view');
  const groups = useIntakeAssignmentGroups(tenantId, canListGroups);
  const reasons = useEscalationReasons(canListGroups ? tenantId : null);
  const create = useCreateWorkUnit();
  const { setParams } = usePanelParams();

  const groupList = canListGroups ? (groups.data ?? []) : undefined;
  // Without the group list the server still enforces the flag; the form asks only when it knows the tenant has groups.
  const assignmentGroupRequired = flag && (groupList?.length ?? 0) > 0;
  const schema = useMemo(() => intakeFormSchema({ hideTitle: settings.hideTitle, assignmentGroupRequired }), [settings.hideTitle, assignmentGroupRequired]);

  const refreshDrafts = () => setDrafts(purgeExpiredDrafts());

  const saveAsDraft = (form: IntakeForm) => {
    const values = form.getValues();
    if (!hasEnteredValues(values, start)) {
      toast.warning(draftMessages.noValues);
      return;
    }
    const draft = saveDraft(values, { id: draftId });
    setDraftId(draft.id);
    refreshDrafts();
    // The draft now holds what was entered: closing loses nothing.
    form.reset(values);
    toast.success(draftMessages.saved);
  };

  return (
    <FormPanel
      open
      onClose={onClose}
      title={INTAKE_TITLE}
      schema={schema}
      defaultValues={start}
      fieldLabels={intakeFieldLabels}
      errorMessage={INTAKE_SAVE_FAILED}
      showSave={false}
      allowUnchanged
      extraActions={settings.disableDrafts ? undefined : <SaveDraftButton onSave={saveAsDraft} />}
      onSubmit={(values) => create.mutateAsync(toIntakeBody(values, settings))}
      onSaved={(created) => {
        if (draftId) deleteDraft(draftId);
        recordRecentTenant(created.tenantId);
        toast.success(NEW_WORK_UNIT_NOTICE, {
          action: viewAction(() => setParams({ workUnitId: String(created.workUnitId), form: null })),
        });
      }}
    >
      <IntakeFields
        hideTitle={settings.hideTitle}
        sortTenantsBy={settings.sortTenantsBy}
        assignmentGroups={groupList}
        escalationReasons={reasons.data}
        assignmentGroupRequired={assignmentGroupRequired}
        onTenantChange={setTenantId}
        headerAction={
          settings.disableDrafts ? undefined : (
            <ViewDraftsButton
              drafts={drafts}
              onOpen={() => {
                refreshDrafts();
                setDraftsOpen(true);
              }}
            />
          )
        }
      />
      {!settings.disableDrafts && (
        <IntakeDrafts
          open={draftsOpen}
          drafts={drafts}
          fallbackTenantId={start.tenantId}
          onClose={() => setDraftsOpen(false)}
          onDelete={(id) => {
            deleteDraft(id);
            if (id === draftId) setDraftId(null);
            refreshDrafts();
          }}
          onDeleteAll={() => {
            deleteAllDrafts();
            setDraftId(null);
            refreshDrafts();
          }}
          onMissing={refreshDrafts}
          onLoaded={(values, draft) => {
            setDraftsOpen(false);
            setDraftId(draft.id);
            setTenantId(values.tenantId);
          }}
        />
      )}
    </FormPanel>
  );
}
