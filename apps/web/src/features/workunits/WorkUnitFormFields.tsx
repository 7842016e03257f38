import {
  WorkUnitTypeId,
  allowedNextStates,
  efforts,
  experienceScores,
  impactScopeLabels,
  impactScopes,
  selectableWorkUnitSources,
  severityIds,
  severityNames,
  workUnitFieldLabels,
  workUnitStateNames,
  workUnitTypeNames,
  type WorkUnitFieldName,
  type WorkUnitResponse,
} from '@portal/contracts';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTenantLookup } from '../../app/queries.ts';
import { FormCheckbox, FormDateTimeField, FormTextField, type SelectOption } from '../../kit/form/fields.tsx';
import { useCategoryLookup, useSubcategoryLookup } from '../workunitsettings/queries.ts';
import { useAssignmentGroups, useTenantCustomFields } from './api.ts';
import { ApprovalSlots } from './ApprovalSlots.tsx';
import { AssignmentGroupField } from './AssignmentGroupField.tsx';
import { useEscalationReasons } from './escalationReasons.ts';
import { optionsFailed, useFailureToast } from './optionErrors.ts';
import { PersonField } from './PersonField.tsx';
import { ProtocolField } from './protocol/ProtocolField.tsx';
import type { WorkUnitFormValues } from './workUnitForm.ts';

/** Field edits reach the form after a 500 ms pause (§2.4, §9). */
export const FIELD_DEBOUNCE_MS = 500;

const label = (field: WorkUnitFieldName) => workUnitFieldLabels[field];

function withCurrent(options: SelectOption[], value: string | number | null | undefined, name: string | null | undefined): SelectOption[] {
  if (value === null || value === undefined || value === '') return options;
  const same = (o: SelectOption) => (typeof value === 'string' ? String(o.value).toLowerCase() === value.toLowerCase() : o.value === value);
  return options.some(same) ? options : [...options, { value, label: name ?? String(value) }];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid size={12}>
        <Divider sx={{ mt: 2, mb: 0.5 }} />
        <Typography variant="subtitle2" color="text.secondary" component="h3">
          {title}
        </Typography>
      </Grid>
      {children}
    </>
  );
}

function Half({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
}

function Full({ children }: { children: ReactNode }) {
  return <Grid size={12}>{children}</Grid>;
}

function Text({ name, required, multiline, disabled, half = true }: { name: WorkUnitFieldName; required?: boolean; multiline?: boolean; disabled?: boolean; half?: boolean }) {
  const field = (
    <FormTextField
      name={name}
      label={label(name)}
      required={required}
      disabled={disabled}
      emptyAsNull
      debounceMs={FIELD_DEBOUNCE_MS}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
    />
  );
  return half && !multiline ? <Half>{field}</Half> : <Full>{field}</Full>;
}

/** Clears dependent fields when a field they belong to changes (tenant → group, category; category → subcategory). */
function useClearOnChange(source: 'tenantId' | 'workUnitCategoryId' | 'workUnitTypeId', targets: Array<keyof WorkUnitFormValues>) {
  const { control, setValue } = useFormContext<WorkUnitFormValues>();
  const value = useWatch({ control, name: source });
  const previous = useRef(value);
  const key = targets.join(',');
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    for (const target of key.split(',') as Array<keyof WorkUnitFormValues>) setValue(target, null, { shouldDirty: true, shouldValidate: true });
  }, [value, key, setValue]);
}

const severityOptions: SelectOption[] = severityIds.map((id) => ({ value: id, label: severityNames[id] }));
const effortOptions: SelectOption[] = efforts.map((e) => ({ value: e, label: String(e) }));
const experienceOptions: SelectOption[] = experienceScores.map((s) => ({ value: s, label: s }));
const impactOptions: SelectOption[] = impactScopes.map((s) => ({ value: s, label: impactScopeLabels[s] }));
const createTypeOptions: SelectOption[] = [WorkUnitTypeId.Incident, WorkUnitTypeId.ChangeRequest].map((id) => ({ value: id, label: workUnitTypeNames[id] }));

interface Props {
  isNew: boolean;
  /** The saved record (edit), for its state rules and approvals. */
  record?: WorkUnitResponse;
}

/** Every field of the Work Units tab; change request, intake and tenant custom fields follow the type and tenant. */
export function WorkUnitFormFields({ isNew, record }: Props) {
  const { control } = useFormContext<WorkUnitFormValues>();
  const [typeId, tenantId, categoryId, source, escalationReason] = useWatch({
    control,
    name: ['workUnitTypeId', 'tenantId', 'workUnitCategoryId', 'source', 'escalationReason'],
  });
  const tenants = useTenantLookup(isNew);
  const groups = useAssignmentGroups(tenantId);
  const reasons = useEscalationReasons(isNew ? null : tenantId);
  useFailureToast(isNew ? tenants.error : null, optionsFailed(label('tenantId')));
  useFailureToast(groups.error, optionsFailed(label('assignmentGroup')));
  useFailureToast(reasons.error, optionsFailed(label('escalationReason')));
  const customFields = useTenantCustomFields(tenantId);
  const categories = useCategoryLookup({ tenantId, workUnitTypeId: typeId }, Boolean(tenantId));
  const subcategories = useSubcategoryLookup(categoryId);
  useClearOnChange('tenantId', ['assignmentGroup', 'workUnitCategoryId', 'protocolId']);
  useClearOnChange('workUnitTypeId', ['workUnitCategoryId']);
  useClearOnChange('workUnitCategoryId', ['workUnitSubcategoryId']);

  const isChangeRequest = typeId === WorkUnitTypeId.ChangeRequest;
  const isIntake = typeId === WorkUnitTypeId.Intake;

  const stateOptions = useMemo<SelectOption[]>(
    () => allowedNextStates(isNew ? null : (record?.stateId ?? null)).map((id) => ({ value: id, label: workUnitStateNames[id] })),
    [isNew, record?.stateId],
  );
  const typeOptions = isNew ? createTypeOptions : [{ value: record?.workUnitTypeId ?? typeId, label: record?.workUnitType ?? workUnitTypeNames[typeId as 1] }];
  const tenantOptions: SelectOption[] = isNew
    ? (tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }))
    : [{ value: record?.tenantId ?? '', label: record?.tenant?.name ?? record?.tenantId ?? '' }];
  // The saved choices stay offered even when the lookups no longer list them (a disabled category).
  const groupOptions = withCurrent((groups.data ?? []).map((n) => ({ value: n, label: n })), record?.assignmentGroup, record?.assignmentGroup);
  const categoryOptions = withCurrent(
    (categories.data ?? []).map((c) => ({ value: c.workUnitCategoryId, label: c.name })),
    record?.category?.workUnitCategoryId,
    record?.category?.name,
  );
  const subcategoryOptions = withCurrent(
    (subcategories.data ?? []).map((s) => ({ value: s.workUnitSubcategoryId, label: s.name })),
    record?.subcategory?.workUnitSubcategoryId,
    record?.subcategory?.name,
  );
  // Spam is set by the spam-call flag only; a spam call shows it, disabled.
  const sourceOptions: SelectOption[] = [...selectableWorkUnitSources.map((s) => ({ value: s, label: s })), ...(source === 'Spam' ? [{ value: 'Spam', label: 'Spam' }] : [])];

  return (
    <Grid container columnSpacing={2}>
      <Full>
        <FormTextField name="title" label={label('title')} required emptyAsNull debounceMs={FIELD_DEBOUNCE_MS} />
      </Full>
      <Half>
        <FormTextField name="workUnitTypeId" label={label('workUnitTypeId')} required options={typeOptions} disabled={!isNew} />
      </Half>
      <Half>
        <FormTextField name="tenantId" label={label('tenantId')} required options={tenantOptions} disabled={!isNew} />
      </Half>
      <Half>
        <FormTextField name="stateId" label={label('stateId')} required options={stateOptions} disabled={source === 'Spam'} />
      </Half>
      <Half>
        <FormTextField name="severityId" label={label('severityId')} required options={severityOptions} />
      </Half>
      <Half>
        <PersonField name="assignedTo" label={label('assignedTo')} optionsOfField />
      </Half>
      <Half>
        <AssignmentGroupField
          options={groupOptions}
          reasons={reasons.data}
          disabled={!tenantId}
          original={
            record
              ? { assignmentGroup: record.assignmentGroup, escalationReason: record.escalationReason, escalationNote: record.escalationNote }
              : undefined
          }
        />
      </Half>
      <Half>
        <FormTextField name="workUnitCategoryId" label={label('workUnitCategoryId')} options={categoryOptions} noneLabel="None" disabled={!tenantId} />
      </Half>
      <Half>
        <FormTextField name="workUnitSubcategoryId" label={label('workUnitSubcategoryId')} options={subcategoryOptions} noneLabel="None" disabled={!categoryId} />
      </Half>
      <Half>
        <FormTextField name="effort" label={label('effort')} options={effortOptions} noneLabel="None" />
      </Half>
      <Half>
        <FormTextField name="source" label={label('source')} options={sourceOptions} noneLabel="None" disabled={source === 'Spam'} />
      </Half>
      <Half>
        <ProtocolField tenantId={tenantId} record={record} />
      </Half>
      <Text name="referenceId" />
      <Text name="referenceUrl" />
      <Text name="description" multiline />
      <Text name="resolution" multiline required={isChangeRequest} />
      {!isNew && escalationReason && (
        <>
          <Text name="escalationReason" disabled />
          <Text name="escalationNote" disabled />
        </>
      )}

      {isIntake && (
        <Section title="Intake">
          <Half>
            <FormTextField name="customValue13" label="Impact Scope" options={impactOptions} noneLabel="Other" />
          </Half>
          <Half>
            <FormCheckbox name="isSpamCall" label="Spam Call" disabled={!isNew && record?.isSpamCall === true} />
          </Half>
        </Section>
      )}

      <Section title="Stakeholder">
        <Text name="stakeHolderFullName" />
        <Text name="stakeholderPhoneNumber" required={isIntake} />
        <Text name="stakeHolderEmailAddress" />
        <Half>
          <FormTextField name="stakeholderExperienceScore" label={label('stakeholderExperienceScore')} options={experienceOptions} noneLabel="None" />
        </Half>
      </Section>

      {isChangeRequest && (
        <Section title="Change Request">
          <Text name="implementationPlan" multiline required />
          <Text name="rollbackPlan" multiline required />
          <Text name="affectedResources" multiline required />
          <Text name="securityConsiderations" multiline />
          <Text name="userImpact" />
          <Text name="costImpact" />
          <Half>
            <PersonField name="implementer" label={label('implementer')} />
          </Half>
          <Text name="environment" required />
          <Half>
            <FormDateTimeField name="plannedStartTime" label={label('plannedStartTime')} required />
          </Half>
          <Half>
            <FormDateTimeField name="plannedFinishTime" label={label('plannedFinishTime')} required />
          </Half>
          <Text name="expectedCFSAlerts" required />
          <Text name="requestedChangeWindow" />
          <Half>
            <PersonField name="approver1" label={label('approver1')} required />
          </Half>
          <Half>
            <ApproverTwo />
          </Half>
          <Full>
            <FormCheckbox name="isApproverRequired" label={label('isApproverRequired')} />
          </Full>
          {!isNew && record && (
            <Full>
              <ApprovalSlots workUnit={record} />
            </Full>
          )}
        </Section>
      )}

      {(customFields.data ?? []).filter((f) => !(isIntake && f.index === 13)).length > 0 && (
        <Section title="Additional Fields">
          {(customFields.data ?? [])
            .filter((f) => !(isIntake && f.index === 13))
            .map(({ field, definition }) => (
              <Half key={field}>
                {definition.Type === 2 ? (
                  <FormTextField name={field} label={definition.Name} options={(definition.Options ?? []).map((o) => ({ value: o, label: o }))} noneLabel="None" />
                ) : (
                  <FormTextField name={field} label={definition.Name} emptyAsNull debounceMs={FIELD_DEBOUNCE_MS} />
                )}
              </Half>
            ))}
        </Section>
      )}
    </Grid>
  );
}

/** Approver 2 is required while the second approver is (§5). */
function ApproverTwo() {
  const { control } = useFormContext<WorkUnitFormValues>();
  const required = useWatch({ control, name: 'isApproverRequired' });
  return <PersonField name="approver2" label={label('approver2')} required={required !== false} />;
}
