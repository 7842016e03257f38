import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { operatorIds, unaryOperatorIds, type LeftOperandOptionResponse, type OperatorId } from '@portal/contracts';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTenantLookup } from '../../app/queries.ts';
import { useUrlTenantId } from '../../app/tenantUrl.ts';
import { FormSelectField, FormTextField } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { useConditionInputOptions, useLeftOperands, useOccurrenceOptions, useOperators } from './queries.ts';
import { emptyCondition, isTenantCondition, type RuleFormCondition, type RuleFormValues } from './ruleForm.ts';

const JOIN_OPTIONS = [{ value: 0, label: 'And' }, { value: 1, label: 'Or' }];
const OPERATOR_FALLBACK_NAMES = ['', 'Equals', 'NotEquals', 'GreaterThan', 'LessThan', 'Contains', 'GreaterThanOrEqual', 'LessThanOrEqual', 'Matches', 'StartsWith', 'EndsWith', 'NotContains', 'NotMatches', 'IsEmpty', 'IsNotEmpty'];

export const TENANT_CONDITION_NOTE = "Added for the rule's tenant; it stays first and cannot be removed.";

/** The value of a condition, entered the way its operand's type asks (conditionInputOptions). */
function ConditionValue({ index, operand }: { index: number; operand: LeftOperandOptionResponse }) {
  const urlTenantId = useUrlTenantId();
  const tenantId = useWatch<RuleFormValues, 'tenantId'>({ name: 'tenantId' });
  const input = useConditionInputOptions(urlTenantId ?? tenantId ?? '', operand.leftOperandType, tenantId);
  const name = `conditions.${index}.rightOperand`;
  const kind = input.data?.input ?? 'text';
  if (kind === 'choice') {
    return <FormTextField name={name} label="Value" required options={input.data?.options ?? []} />;
  }
  if (kind === 'number') return <FormTextField name={name} label="Value" required type="number" />;
  if (kind === 'timeSpan') return <FormTextField name={name} label="Value" required placeholder="HH:mm:ss" helperText="A time span, HH:mm:ss." />;
  return <FormTextField name={name} label="Value" required={kind !== 'fixed'} disabled={kind === 'fixed'} />;
}

function TenantConditionRow() {
  const tenantId = useWatch<RuleFormValues, 'tenantId'>({ name: 'tenantId' });
  const tenants = useTenantLookup();
  const name = tenants.data?.find((t) => t.tenantId === tenantId)?.name ?? tenantId;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }} aria-label="Condition 1: the tenant condition">
      <LockIcon fontSize="small" color="action" />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          <strong>Tenant</strong> Equals <strong>{name}</strong>
        </Typography>
        <Typography variant="caption" color="text.secondary">{TENANT_CONDITION_NOTE}</Typography>
      </Box>
    </Paper>
  );
}

function ConditionRow({ index, operands, onRemove }: { index: number; operands: LeftOperandOptionResponse[]; onRemove: () => void }) {
  const { setValue, getValues } = useFormContext<RuleFormValues>();
  const readOnly = useFormReadOnly();
  const condition = useWatch<RuleFormValues, `conditions.${number}`>({ name: `conditions.${index}` }) as RuleFormCondition | undefined;
  const operators = useOperators();
  const occurrences = useOccurrenceOptions();
  const operand = operands.find((o) => o.id === condition?.leftOperand);
  const operatorName = (id: number) => operators.data?.find((o) => o.id === id)?.name ?? OPERATOR_FALLBACK_NAMES[id] ?? String(id);
  const operatorOptions = (operand?.operators ?? [...operatorIds]).map((id) => ({ value: id, label: operatorName(id) }));
  const occurrenceOptions = (operand?.occurrencePatterns ?? []).map((id) => ({ value: id, label: occurrences.data?.find((o) => o.id === id)?.name ?? String(id) }));
  const operatorId = condition?.operator ?? null;
  const unary = operatorId !== null && (unaryOperatorIds.includes(operatorId as OperatorId) || operators.data?.find((o) => o.id === operatorId)?.needsRightOperand === false);
  const at = (field: keyof RuleFormCondition) => `conditions.${index}.${field}` as const;
  const operandOptions = operands.filter((o) => !o.fixed).map((o) => ({ value: o.id, label: o.name }));

  // Picking another operand keeps only what still fits it.
  const onOperandPicked = (id: number) => {
    const next = operands.find((o) => o.id === id);
    const current = getValues(`conditions.${index}`);
    const options = { shouldDirty: true, shouldValidate: true } as const;
    if (!next?.requiresFieldName) setValue(at('leftOperandFieldName'), null, options);
    if (!next?.occurrencePatterns.length || !next.occurrencePatterns.includes(current.occurrencePattern ?? -1)) setValue(at('occurrencePattern'), null, options);
    if (current.operator !== null && next && !next.operators.includes(current.operator)) setValue(at('operator'), null, options);
    setValue(at('rightOperand'), null, options);
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`Condition ${index + 1}`}>
      <Grid container columnSpacing={2} sx={{ alignItems: 'flex-start' }}>
        {index > 0 && (
          <Grid size={{ xs: 12, sm: 3 }}>
            <FormTextField name={at('type')} label="Join" options={JOIN_OPTIONS} />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: index > 0 ? 9 : 12 }} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <FormSelectField
            name={at('leftOperand')} label="Left Operand" required options={operandOptions} helperText={operand?.description}
            onChange={(id) => onOperandPicked(Number(id))}
          />
          {!readOnly && (
            <Tooltip title="Remove condition">
              <IconButton aria-label={`Remove condition ${index + 1}`} onClick={onRemove} sx={{ mt: 1.5 }}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Grid>
        {operand?.requiresFieldName && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name={at('leftOperandFieldName')} label="Field Name" required emptyAsNull placeholder="e.g. DeviceCpu" />
          </Grid>
        )}
        {occurrenceOptions.length > 0 && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name={at('occurrencePattern')} label="Occurrence" options={occurrenceOptions} noneLabel="Current" />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name={at('operator')} label="Operator" required options={operatorOptions} />
        </Grid>
        {operand && !unary && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <ConditionValue index={index} operand={operand} />
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}

/** Conditions (part 1 §3, §5): joined left to right with And/Or; the tenant condition first and fixed. */
export function RuleConditionsTab() {
  const { control, formState } = useFormContext<RuleFormValues>();
  const readOnly = useFormReadOnly();
  const { fields, append, remove } = useFieldArray({ control, name: 'conditions', keyName: 'key' });
  const ruleTypeId = useWatch<RuleFormValues, 'ruleTypeId'>({ name: 'ruleTypeId' });
  const tenantId = useWatch<RuleFormValues, 'tenantId'>({ name: 'tenantId' });
  const conditions = useWatch<RuleFormValues, 'conditions'>({ name: 'conditions' });
  const operands = useLeftOperands(ruleTypeId, tenantId);
  const listError = formState.errors.conditions?.message ?? formState.errors.conditions?.root?.message;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
      {!ruleTypeId && <Alert severity="info">Pick the rule&apos;s type on Details first: it decides what a condition can read.</Alert>}
      {fields.map((field, index) =>
        isTenantCondition(conditions?.[index]) ? (
          <TenantConditionRow key={field.key} />
        ) : (
          <ConditionRow key={field.key} index={index} operands={operands.data ?? []} onRemove={() => remove(index)} />
        ),
      )}
      {listError && <Alert severity="error">{listError}</Alert>}
      {!readOnly && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => append(emptyCondition())}>
            Add Condition
          </Button>
        </Box>
      )}
    </Box>
  );
}
