import { zodResolver } from '@hookform/resolvers/zod';
import { WorkUnitTypeId, workUnitFieldLabels, workUnitMessages, type WorkUnitFieldName, type WorkUnitResponse } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormCheckbox, FormDateTimeField, FormTextField } from '../../kit/form/fields.tsx';
import { toast } from '../../kit/toast.ts';
import { usePatchWorkUnit, workUnitSavePatch } from './api.ts';
import { PersonField } from './PersonField.tsx';
import { saveErrorMessage } from './saveErrors.ts';
import { FORM_FIELDS, toFormValues, workUnitFormSchema, type WorkUnitFormValues } from './workUnitForm.ts';

export const MIGRATE_TITLE = 'Change Type to Change Request';
export const MIGRATE_INTRO = 'A change request needs these before it can be saved. The incident becomes a change request when you select Change Type.';

const label = (field: WorkUnitFieldName) => workUnitFieldLabels[field];

/** The change request's required fields (contracts' changeRequestRequiredFields) and the second approver's switch. */
const DIALOG_FIELDS: ReadonlySet<string> = new Set([
  'implementationPlan', 'rollbackPlan', 'affectedResources', 'environment', 'expectedCFSAlerts',
  'plannedStartTime', 'plannedFinishTime', 'approver1', 'approver2', 'isApproverRequired', 'resolution',
]);

/** The values the incident would have as a change request: its own, with the change request's type (categories are per type). */
export function migratedValues(record: WorkUnitResponse): WorkUnitFormValues {
  const values = toFormValues(record);
  return {
    ...values,
    workUnitTypeId: WorkUnitTypeId.ChangeRequest,
    workUnitCategoryId: null,
    workUnitSubcategoryId: null,
    isApproverRequired: values.isApproverRequired ?? true,
  };
}

function ApproverTwo() {
  const required = useWatch<WorkUnitFormValues, 'isApproverRequired'>({ name: 'isApproverRequired' });
  return <PersonField name="approver2" label={label('approver2')} required={required !== false} />;
}

/**
 * 'Change Type to Change Request.' asks for what a change request requires (the contracts' rules, as the
 * panel's form) and makes the change in one save: a JSON Patch of the type and those fields, tested
 * against the incident's values, so the work unit never becomes a change request with them empty.
 */
export function MigrateToChangeRequestDialog({ record, onClose, onMigrated }: { record: WorkUnitResponse; onClose: () => void; onMigrated: () => void }) {
  const id = useId();
  const baseline = useMemo(() => toFormValues(record), [record]);
  const schema = useMemo(() => workUnitFormSchema({ isNew: false, currentStateId: record.stateId, baseline }), [record.stateId, baseline]);
  const form = useForm<WorkUnitFormValues>({ resolver: zodResolver(schema), defaultValues: migratedValues(record), mode: 'onTouched' });
  const patch = usePatchWorkUnit();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await patch.mutateAsync({ workUnitId: record.workUnitId, operations: workUnitSavePatch(baseline, values, FORM_FIELDS) });
      } catch (error) {
        setFailure(saveErrorMessage(error));
        return;
      }
      toast.success(workUnitMessages.migrated);
      onMigrated();
    },
    // A rule about a field this dialog does not show (edited in the panel meanwhile) is said here, not kept silent.
    (errors) => {
      const elsewhere = Object.entries(errors).filter(([field]) => !DIALOG_FIELDS.has(field));
      if (elsewhere.length > 0) setFailure(elsewhere.map(([field, error]) => `${label(field as WorkUnitFieldName) ?? field}: ${error?.message ?? ''}`).join('\n'));
    },
  );

  const busy = form.formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} maxWidth="md" fullWidth>
      <DialogTitle id={`${id}-title`}>{MIGRATE_TITLE}</DialogTitle>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            // The dialog sits (through a portal) inside the panel's own form: its submit is not the panel's.
            event.stopPropagation();
            void submit(event);
          }}
        >
          <DialogContent dividers>
            <DialogContentText id={`${id}-intro`} sx={{ mb: 1 }}>
              {MIGRATE_INTRO}
            </DialogContentText>
            {failure && (
              <Alert severity="error" sx={{ mb: 1, whiteSpace: 'pre-line' }} onClose={() => setFailure(null)}>
                {failure}
              </Alert>
            )}
            <Grid container columnSpacing={2}>
              <Grid size={12}>
                <FormTextField name="implementationPlan" label={label('implementationPlan')} required emptyAsNull multiline minRows={2} autoFocus />
              </Grid>
              <Grid size={12}>
                <FormTextField name="rollbackPlan" label={label('rollbackPlan')} required emptyAsNull multiline minRows={2} />
              </Grid>
              <Grid size={12}>
                <FormTextField name="affectedResources" label={label('affectedResources')} required emptyAsNull multiline minRows={2} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="environment" label={label('environment')} required emptyAsNull />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="expectedCFSAlerts" label={label('expectedCFSAlerts')} required emptyAsNull />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormDateTimeField name="plannedStartTime" label={label('plannedStartTime')} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormDateTimeField name="plannedFinishTime" label={label('plannedFinishTime')} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PersonField name="approver1" label={label('approver1')} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ApproverTwo />
              </Grid>
              <Grid size={12}>
                <FormCheckbox name="isApproverRequired" label={label('isApproverRequired')} />
              </Grid>
              <Grid size={12}>
                <FormTextField name="resolution" label={label('resolution')} required emptyAsNull multiline minRows={2} />
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              Change Type
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
