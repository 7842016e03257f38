import {
  DESCRIPTION_MAX,
  INTAKE_TITLE_MAX,
  WorkUnitTypeId,
  selectableWorkUnitSources,
  severityNames,
  spamCallValues,
} from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormCheckbox, FormTextField } from '../../../kit/form/fields.tsx';
import { useCategoryLookup, useSubcategoryLookup } from '../../workunitsettings/queries.ts';
import { impactScopeOptions, intakeSeverity, type IntakeFormValues } from './intakeForm.ts';
import { TenantField } from './TenantField.tsx';

interface IntakeFieldsProps {
  hideTitle: boolean;
  sortTenantsBy: 'recent' | 'favorite';
  /** The tenant's assignment groups; undefined when they cannot be listed (the group is then typed). */
  assignmentGroups: string[] | undefined;
  assignmentGroupRequired: boolean;
  /** The tenant's escalation reasons: chosen from when there are any, typed otherwise. */
  escalationReasons?: string[];
  onTenantChange: (tenantId: string | null) => void;
  /** Shown at the right of the first row (View Drafts). */
  headerAction?: ReactNode;
}

const sourceOptions = selectableWorkUnitSources.map((value) => ({ value, label: value }));
const counter = (text: string | undefined, max: number) => `${(text ?? '').length}/${max}`;

/** The intake form's fields; lives inside the FormPanel's form. */
export function IntakeFields({ hideTitle, sortTenantsBy, assignmentGroups, assignmentGroupRequired, escalationReasons = [], onTenantChange, headerAction }: IntakeFieldsProps) {
  const { control, setValue } = useFormContext<IntakeFormValues>();
  const values = useWatch({ control });
  const spam = values.isSpamCall === true;
  const categories = useCategoryLookup({ tenantId: values.tenantId, workUnitTypeId: WorkUnitTypeId.Intake }, Boolean(values.tenantId));
  const subcategories = useSubcategoryLookup(values.workUnitCategoryId);
  // A subcategory belongs to one category: choosing another category drops it.
  const subcategoryId = values.workUnitSubcategoryId;
  const hasCategory = typeof values.workUnitCategoryId === 'number';
  useEffect(() => {
    if (typeof subcategoryId !== 'number') return;
    const orphan = !hasCategory || (subcategories.data && !subcategories.data.some((s) => s.workUnitSubcategoryId === subcategoryId));
    if (orphan) setValue('workUnitSubcategoryId', null);
  }, [subcategories.data, subcategoryId, hasCategory, setValue]);
  const severity = intakeSeverity({ isSpamCall: spam, customValue13: values.customValue13 ?? '' });

  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <FormCheckbox name="isSpamCall" label="Spam Call" />
          {headerAction}
        </Box>
        <Collapse in={spam} unmountOnExit>
          <Alert severity="info" sx={{ mb: 1 }}>
            A spam call is saved as {spamCallValues.title}: resolved, source Spam, severity {severityNames[spamCallValues.severityId]}. Only the
            stakeholder phone number is required.
          </Alert>
        </Collapse>
      </Grid>
      <Grid size={12}>
        <TenantField sortBy={sortTenantsBy} onTenantChange={onTenantChange} />
      </Grid>
      {!hideTitle && (
        <Grid size={12}>
          <FormTextField
            name="title"
            label="Title"
            required={!spam}
            slotProps={{ htmlInput: { maxLength: INTAKE_TITLE_MAX } }}
            helperText={counter(values.title, INTAKE_TITLE_MAX)}
          />
        </Grid>
      )}
      <Grid size={12}>
        <FormTextField
          name="description"
          label="Description"
          required={!spam}
          multiline
          minRows={3}
          maxRows={12}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
          helperText={hideTitle ? `The first line becomes the title. ${counter(values.description, DESCRIPTION_MAX)}` : counter(values.description, DESCRIPTION_MAX)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="stakeHolderFullName" label="Stakeholder Name" required={!spam} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="stakeholderPhoneNumber" label="Stakeholder Phone Number" required type="tel" autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="stakeHolderEmailAddress" label="Stakeholder Email Address" type="email" autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="source" label="Source" required={!spam} options={sourceOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="customValue13" label="Impact Scope" required={!spam} options={impactScopeOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Severity
        </Typography>
        <Chip size="small" label={severityNames[severity]} data-testid="intake-severity" />
        <Typography variant="caption" color="text.secondary">
          {spam ? 'from the spam call' : 'from the impact scope'}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="workUnitCategoryId"
          label="Category"
          options={(categories.data ?? []).map((c) => ({ value: c.workUnitCategoryId, label: c.name }))}
          noneLabel="None"
          disabled={!values.tenantId}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="workUnitSubcategoryId"
          label="Subcategory"
          options={(subcategories.data ?? []).map((s) => ({ value: s.workUnitSubcategoryId, label: s.name }))}
          noneLabel="None"
          disabled={!hasCategory}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {assignmentGroups ? (
          <FormTextField
            name="assignmentGroup"
            label="Assignment Group"
            required={assignmentGroupRequired && !spam}
            options={assignmentGroups.map((g) => ({ value: g, label: g }))}
            noneLabel="None"
            disabled={!values.tenantId}
          />
        ) : (
          <FormTextField name="assignmentGroup" label="Assignment Group" required={assignmentGroupRequired && !spam} emptyAsNull />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="referenceId" label="Reference ID" />
      </Grid>
      <Grid size={12}>
        <FormCheckbox name="escalate" label="Escalate" />
      </Grid>
      {values.escalate && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            {escalationReasons.length > 0 ? (
              <FormTextField name="escalationReason" label="Escalation Reason" required options={escalationReasons.map((r) => ({ value: r, label: r }))} />
            ) : (
              <FormTextField name="escalationReason" label="Escalation Reason" required />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="escalationNote" label="Escalation Note" multiline maxRows={6} />
          </Grid>
        </>
      )}
    </Grid>
  );
}
