import { zodResolver } from '@hookform/resolvers/zod';
import {
  AccessRequestBody,
  accessRequestAcknowledgements,
  accessRequestCitizenships,
  accessRequestDefaults,
  accessRequestDesignations,
  accessRequestEnvironments,
  accessRequestMessages,
  accessRequestOrganizations,
  accessRequestSuffixes,
  accessRequestTypes,
  PHONE_EXAMPLES,
  type AccessRequestInput,
} from '@portal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormCheckbox, FormRadioGroup, FormTextField, type SelectOption } from '../../kit/form/fields.tsx';
import { toast } from '../../kit/toast.ts';
import { sameValues } from '../../kit/form/FormPanel.tsx';
import { useUnsavedChangesGuard } from '../../kit/panel/unsavedChanges.tsx';
import { submitAccessRequest } from './submitAccessRequest.ts';

/** A label with the asterisk MUI gives required text fields, for the radio group. */
function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <Box component="span" aria-hidden sx={{ ml: 0.25 }}> *</Box>
    </>
  );
}

const options = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

export interface AccessRequestDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The public 'I3E Account Request' form of the login page (part 2 §3, §5, §8). */
export function AccessRequestDialog({ open, onClose }: AccessRequestDialogProps) {
  const fullScreen = useMediaQuery('(max-width: 767.95px)');
  const form = useForm<AccessRequestInput, unknown, AccessRequestBody>({
    resolver: zodResolver(AccessRequestBody),
    defaultValues: accessRequestDefaults,
    mode: 'onTouched',
  });
  const [requestType, designation, organization] = useWatch({ control: form.control, name: ['requestType', 'designation', 'organization'] });
  // Until a request type is chosen neither its section shows; hidden fields are not sent (the schema drops them).
  const newAccount = requestType === 'New Account';
  const passwordReset = requestType === 'Password Reset';
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await submitAccessRequest(body);
    } catch {
      toast.error(accessRequestMessages.failure);
      return;
    }
    toast.success(accessRequestMessages.success);
    form.reset(accessRequestDefaults);
    onClose();
  });
  // Cancel, Escape and a click outside ask before a filled-in request is thrown away.
  const guard = useUnsavedChangesGuard({
    active: open,
    hasChanges: () => !sameValues(form.getValues(), accessRequestDefaults),
    discard: () => {
      form.reset(accessRequestDefaults);
      onClose();
    },
  });

  return (
    <>
      <Dialog open={open} onClose={isSubmitting ? undefined : guard.requestClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="access-request-title">
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
          >
            <DialogTitle id="access-request-title">I3E Account Request</DialogTitle>
            <DialogContent dividers>
              <FormRadioGroup name="requestType" label={<RequiredLabel>Request Type</RequiredLabel>} options={options(accessRequestTypes)} />
              <Grid container columnSpacing={2}>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <FormTextField name="firstName" label="First Name" required autoComplete="given-name" />
                </Grid>
                <Grid size={{ xs: 12, sm: 2 }}>
                  <FormTextField name="middleInitial" label="Middle Initial" slotProps={{ htmlInput: { maxLength: 1 } }} />
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <FormTextField name="lastName" label="Last Name" required autoComplete="family-name" />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="suffix" label="Suffix" options={options(accessRequestSuffixes)} noneLabel="None" />
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>
                  <FormTextField name="email" label="Email" type="email" required autoComplete="email" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="phone" label="Phone" type="tel" required autoComplete="tel" placeholder={PHONE_EXAMPLES[0]} />
                </Grid>
                {passwordReset && (
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      name="targetAccountName"
                      label="Target Account Name"
                      required
                      helperText="The account whose password should be reset, e.g. first.last@example.com"
                    />
                  </Grid>
                )}
              </Grid>

              {newAccount && (
                <>
                  <Divider sx={{ my: 2 }} />
                  <Typography variant="subtitle2" color="text.secondary">
                    Account Details
                  </Typography>
                  <FormRadioGroup name="environment" label="Environment" options={options(accessRequestEnvironments)} />
                  <Grid container columnSpacing={2}>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormTextField name="citizenship" label="Citizenship" required options={options(accessRequestCitizenships)} />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormTextField name="designation" label="Designation" required options={options(accessRequestDesignations)} />
                    </Grid>
                    {designation === 'Military' && (
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="grade" label="Grade" required placeholder="e.g. O-3" />
                      </Grid>
                    )}
                    {designation === 'Contractor' && (
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="company" label="Company" required autoComplete="organization" />
                      </Grid>
                    )}
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormTextField name="organization" label="Organization" required options={options(accessRequestOrganizations)} />
                    </Grid>
                    {organization === 'Other' && (
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="specifyOrganization" label="Specify Organization" required />
                      </Grid>
                    )}
                  </Grid>
                </>
              )}

              <Divider sx={{ my: 2 }} />
              <FormCheckbox name="acknowledgeUsage" label={accessRequestAcknowledgements.acknowledgeUsage} />
              <FormCheckbox name="acknowledgeCredentials" label={accessRequestAcknowledgements.acknowledgeCredentials} />
            </DialogContent>
            <DialogActions>
              <Button onClick={guard.requestClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
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
