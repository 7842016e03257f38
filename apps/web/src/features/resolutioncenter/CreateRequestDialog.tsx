import { zodResolver } from '@hookform/resolvers/zod';
import { DESCRIPTION_MAX, ResolutionCenterCreateBody, WorkUnitTypeId } from '@portal/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../kit/form/fields.tsx';
import { sameValues } from '../../kit/form/FormPanel.tsx';
import { useUnsavedChangesGuard } from '../../kit/panel/unsavedChanges.tsx';
import { toast } from '../../kit/toast.ts';
import { useCategoryLookup, useSubcategoryLookup } from '../workunitsettings/queries.ts';
import { rcMessages, useCreateRequest } from './queries.ts';

type RequestValues = z.input<typeof ResolutionCenterCreateBody>;

const emptyRequest: RequestValues = {
  title: '',
  description: '',
  stakeholderPhoneNumber: '',
  workUnitCategoryId: null,
  workUnitSubcategoryId: null,
};

interface CreateRequestDialogProps {
  open: boolean;
  onClose: () => void;
  /** The tenant of the page (path or stored context); the server uses the customer's own otherwise. */
  tenantId: string | undefined;
}

/** 'Create Request': title, description with counter, phone, and the service and need choices. */
export function CreateRequestDialog({ open, onClose, tenantId }: CreateRequestDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useForm<RequestValues, unknown, z.output<typeof ResolutionCenterCreateBody>>({
    resolver: zodResolver(ResolutionCenterCreateBody),
    defaultValues: emptyRequest,
  });
  const create = useCreateRequest();
  const [description, serviceId, needId] = useWatch({ control: form.control, name: ['description', 'workUnitCategoryId', 'workUnitSubcategoryId'] });
  const services = useCategoryLookup({ tenantId, workUnitTypeId: WorkUnitTypeId.Incident, visibleInResolutionCenter: true }, open);
  const needs = useSubcategoryLookup(serviceId);

  // A need belongs to one service.
  useEffect(() => {
    if (typeof needId !== 'number') return;
    if (typeof serviceId !== 'number' || (needs.data && !needs.data.some((n) => n.workUnitSubcategoryId === needId))) {
      form.setValue('workUnitSubcategoryId', null);
    }
  }, [serviceId, needId, needs.data, form]);

  const close = () => {
    form.reset(emptyRequest);
    onClose();
  };
  // Cancel, Escape and a click outside ask before a filled-in request is thrown away.
  const guard = useUnsavedChangesGuard({ active: open, hasChanges: () => !sameValues(form.getValues(), emptyRequest), discard: close });

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, tenantId: tenantId ?? null });
    } catch {
      toast.error(rcMessages.failed);
      return;
    }
    toast.success(rcMessages.created);
    close();
  });

  return (
    <>
      <Dialog open={open} onClose={create.isPending ? undefined : guard.requestClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="create-request-title">
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <DialogTitle id="create-request-title">Create Request</DialogTitle>
            <DialogContent dividers>
              <Grid container columnSpacing={2}>
                <Grid size={12}>
                  <FormTextField name="title" label="Title" required autoFocus />
                </Grid>
                <Grid size={12}>
                  <FormTextField
                    name="description"
                    label="Description"
                    required
                    multiline
                    minRows={4}
                    maxRows={12}
                    slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
                    helperText={`${(description ?? '').length}/${DESCRIPTION_MAX}`}
                  />
                </Grid>
                <Grid size={12}>
                  <FormTextField name="stakeholderPhoneNumber" label="Phone Number" required type="tel" autoComplete="tel" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    name="workUnitCategoryId"
                    label="Service"
                    options={(services.data ?? []).map((s) => ({ value: s.workUnitCategoryId, label: s.name }))}
                    noneLabel="None"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    name="workUnitSubcategoryId"
                    label="Need"
                    options={(needs.data ?? []).map((n) => ({ value: n.workUnitSubcategoryId, label: n.name }))}
                    noneLabel="None"
                    disabled={typeof serviceId !== 'number'}
                  />
                </Grid>
              </Grid>
            </DialogContent>
            <DialogActions>
              <Button onClick={guard.requestClose} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={create.isPending} startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
                Submit
              </Button>
            </DialogActions>
          </form>
        </FormProvider>
      </Dialog>
      {guard.element}
    </>
  );
}
