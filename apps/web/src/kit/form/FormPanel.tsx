import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, newIdempotencyKey, withIdempotencyKey } from '../api.ts';
import { SidePanel, type PanelTab } from '../panel/SidePanel.tsx';
import { UnsavedEditContext, useUnsavedChangesGuard, useUnsavedEditRegistry } from '../panel/unsavedChanges.tsx';
import { FORM_SAVE_FAILED, toast } from '../toast.ts';
import { FormReadOnlyContext } from './readOnly.ts';

export { UNSAVED_CHANGES_MESSAGE, UNSAVED_CHANGES_TITLE } from '../panel/unsavedChanges.tsx';
export const NO_CHANGES_MESSAGE = 'No fields have been changed.';
export const FORM_LABELS = { saveAndClose: 'Save & Close', save: 'Save', close: 'Close' } as const;

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface FormPanelProps<S extends FormSchema, TResult> {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** The contracts schema the server validates with; the form validates with the same one. */
  schema: S;
  /** The record being edited, or the defaults of a new one. */
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>) => Promise<TResult>;
  /**
   * The values the form holds after a successful save (e.g. the saved record as the server answered);
   * by default what was submitted. Either way nothing counts as changed afterwards.
   */
  valuesAfterSave?: (result: TResult) => DefaultValues<z.input<S>> | Promise<DefaultValues<z.input<S>>>;
  /** After a successful save; `closing` is true for Save & Close (the panel then closes by itself). */
  onSaved?: (result: TResult, closing: boolean) => void;
  /**
   * The confirmation toast of a successful save (Save and Save & Close alike), e.g. 'Tenant Contoso saved.';
   * undefined for none (a screen that confirms in its own way, such as a create that opens the new record).
   */
  savedMessage?: (result: TResult, closing: boolean) => string | undefined;
  /** The screen's own failure message, or one made from the error (e.g. the server's); 'Failed to save form.' otherwise. */
  errorMessage?: string | ((error: unknown) => string);
  /** Disables saving (e.g. while something the form needs is loading). */
  loading?: boolean;
  /**
   * Names shown in the invalid tooltip instead of field paths: `{ name: 'Name' }`, or a function for
   * paths into lists (`customFields.1.Name` → 'Field 2 Name'); see `FieldLabels`.
   */
  fieldLabels?: FieldLabels;
  tabs?: PanelTab[];
  /** A controlled tab (SidePanel's `tab` and `onTabChange`). */
  tab?: number;
  onTabChange?: (index: number) => void;
  children?: ReactNode;
  width?: string;
  /** Extra footer buttons before the save buttons (rendered inside the form, so they may use `useFormContext`). */
  extraActions?: ReactNode;
  /** False leaves out plain Save, e.g. a panel whose only save closes it (intake, mass edit). */
  showSave?: boolean;
  /** True allows saving unchanged values, e.g. a form filled from a stored draft. */
  allowUnchanged?: boolean;
  /**
   * The user may only look (e.g. Tenants:view without Tenants:edit): no save buttons, and the kit's
   * fields (and screens that ask `useFormReadOnly`) take no input.
   */
  readOnly?: boolean;
  /** Enter in a single-line field saves and closes, as a create panel should. */
  submitOnEnter?: boolean;
}

/** Input types that hold one line of text: Enter there means "done". */
const SINGLE_LINE_INPUTS: ReadonlySet<string> = new Set(['text', 'email', 'number', 'password', 'search', 'tel', 'url']);

/**
 * How the invalid tooltip names a field: a map from dotted paths (`name`), or a function given the
 * issue's path and the form's values that returns a name, or undefined to show the dotted path.
 */
export type FieldLabels = Record<string, string> | ((path: readonly PropertyKey[], values: unknown) => string | undefined);

function labelOf(fieldLabels: FieldLabels, path: readonly PropertyKey[], values: unknown): string {
  const dotted = path.map(String).join('.');
  const label = typeof fieldLabels === 'function' ? fieldLabels(path, values) : fieldLabels[dotted];
  return label ?? (dotted || 'form');
}

/** Turns a validation result into the tooltip's 'field: error' lines. */
export function validationLines(schema: FormSchema, values: unknown, fieldLabels: FieldLabels = {}): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const lines = result.error.issues.map((issue) => `${labelOf(fieldLabels, issue.path, values)}: ${issue.message}`);
  return [...new Set(lines)];
}

/** Form values are plain JSON-like data; undefined and missing keys count as the same. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

/**
 * A side panel holding one form: Save & Close, Save and Close buttons, save disabled while loading,
 * when nothing changed or when invalid (each with its tooltip), and a guard against losing changes.
 */
export function FormPanel<S extends FormSchema, TResult = unknown>(props: FormPanelProps<S, TResult>) {
  const { schema, onClose, onSubmit, onSaved, fieldLabels } = props;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: props.defaultValues,
    mode: 'all',
  });
  const values = useWatch({ control: form.control });
  const problems = useMemo(() => validationLines(schema, values, fieldLabels), [schema, values, fieldLabels]);
  // Compared here rather than read from formState: formState.isDirty lags behind the async resolver.
  const isDirty = !sameValues(values, form.formState.defaultValues);
  const { isSubmitting } = form.formState;

  const busy = Boolean(props.loading) || isSubmitting;
  const needsChange = !props.allowUnchanged;
  const saveDisabled = busy || (needsChange && !isDirty) || problems.length > 0;
  let reason: ReactNode = '';
  if (!busy && needsChange && !isDirty) reason = NO_CHANGES_MESSAGE;
  else if (!busy && problems.length > 0) reason = <Box sx={{ whiteSpace: 'pre-line' }}>{problems.join('\n')}</Box>;

  // One Idempotency-Key per submit, kept while the same values are submitted again after a failure
  // that may have saved (no answer, or a 5xx), so the retry cannot create twice (docs/api.md).
  const submitKey = useRef<{ key: string; values: string } | null>(null);

  const save = (closing: boolean) =>
    form.handleSubmit(async (output) => {
      let result: TResult;
      const submitted = JSON.stringify(output);
      if (submitKey.current?.values !== submitted) submitKey.current = { key: newIdempotencyKey(), values: submitted };
      try {
        result = await withIdempotencyKey(submitKey.current.key, () => onSubmit(output));
        submitKey.current = null;
      } catch (error) {
        // A refusal (4xx) saved nothing: the next submit is a new one.
        if (error instanceof ApiError && error.status < 500) submitKey.current = null;
        toast.error((typeof props.errorMessage === 'function' ? props.errorMessage(error) : props.errorMessage) ?? FORM_SAVE_FAILED);
        return;
      }
      // What was saved is the new baseline: nothing is unsaved any more.
      if (!closing && props.valuesAfterSave) {
        try {
          form.reset(await props.valuesAfterSave(result));
        } catch {
          form.reset(form.getValues());
        }
      } else {
        form.reset(form.getValues());
      }
      // Saved: what follows (closing, or opening the created record) may change the URL without asking.
      guard.withoutAsking(() => {
        onSaved?.(result, closing);
        if (closing) onClose();
      });
      const confirmation = props.savedMessage?.(result, closing);
      if (confirmation) toast.success(confirmation);
    })();

  const edits = useUnsavedEditRegistry();
  /** Hands text still waiting in a field to the form first, so a quick Escape after typing still counts. */
  const hasChanges = () => {
    const otherChanges = edits.flushAll();
    return !props.readOnly && (otherChanges || !sameValues(form.getValues(), form.formState.defaultValues));
  };
  const guard = useUnsavedChangesGuard({
    active: props.open,
    hasChanges,
    discard: () => {
      form.reset();
      onClose();
    },
  });
  const requestClose = guard.requestClose;

  const submitOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (!props.submitOnEnter || props.readOnly || event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !SINGLE_LINE_INPUTS.has(target.type)) return;
    // An open suggestion list (autocomplete) takes Enter to pick an option.
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    const changed = hasChanges();
    if (busy || (needsChange && !changed)) return;
    void save(true);
  };

  const saveButton = (label: string, closing: boolean, variant: 'contained' | 'outlined') => (
    <Tooltip title={reason} describeChild>
      <span>
        <Button variant={variant} disabled={saveDisabled} onClick={() => void save(closing)}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <FormProvider {...form}>
      <UnsavedEditContext value={edits}>
        <FormReadOnlyContext value={Boolean(props.readOnly)}>
          <SidePanel
            open={props.open}
            onClose={requestClose}
            title={props.title}
            tabs={props.tabs}
            tab={props.tab}
            onTabChange={props.onTabChange}
            width={props.width}
            onContentKeyDown={submitOnEnter}
            footer={
              <>
                {props.extraActions}
                {!props.readOnly && saveButton(FORM_LABELS.saveAndClose, true, 'contained')}
                {!props.readOnly && props.showSave !== false && saveButton(FORM_LABELS.save, false, 'outlined')}
                <Button onClick={requestClose}>{FORM_LABELS.close}</Button>
              </>
            }
          >
            {props.children}
          </SidePanel>
        </FormReadOnlyContext>
      </UnsavedEditContext>
      {guard.element}
    </FormProvider>
  );
}
