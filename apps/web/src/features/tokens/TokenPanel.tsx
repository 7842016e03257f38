import { TokenCreateBody, TokenUpdateBody } from '@portal/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../kit/dates.ts';
import { FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { NewTokenNotice, type NewToken } from './NewTokenNotice.tsx';
import { useCreateToken, useToken, useUpdateToken } from './queries.ts';
import { lifetimeName, lifetimeOptions, TOKEN_SAVE_FAILED, tokenStatus } from './tokenDisplay.ts';

const fieldLabels = { name: 'Name', description: 'Description', lifetimeYears: 'Lifetime' };

export interface CreateTokenPanelProps {
  tenantId: string;
  onClose: () => void;
  /** The new token with its text; `closing` is true for Save & Close. */
  onCreated: (token: NewToken, closing: boolean) => void;
}

/** Create Token: name required, lifetime (1, 2, 3 years or forever) required. */
export function CreateTokenPanel({ tenantId, onClose, onCreated }: CreateTokenPanelProps) {
  const create = useCreateToken();
  return (
    <FormPanel
      open
      onClose={onClose}
      submitOnEnter
      title="Create Token"
      schema={TokenCreateBody}
      defaultValues={{ tenantId, name: '', description: '', lifetimeYears: '' }}
      fieldLabels={fieldLabels}
      errorMessage={TOKEN_SAVE_FAILED}
      onSubmit={(values) => create.mutateAsync(values)}
      onSaved={(created, closing) => onCreated({ tokenGrantId: created.tokenGrantId, name: created.name, token: created.generatedToken }, closing)}
    >
      <FormTextField name="name" label="Name" required autoFocus />
      <FormTextField name="description" label="Description" multiline minRows={2} emptyAsNull />
      <FormTextField name="lifetimeYears" label="Lifetime" required options={lifetimeOptions} />
    </FormPanel>
  );
}

export interface EditTokenPanelProps {
  tokenGrantId: string;
  onClose: () => void;
  /** Shown at the top when this is the token just created. */
  newToken?: NewToken;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** Edit Token: the name and description change; lifetime and dates are shown. */
export function EditTokenPanel({ tokenGrantId, onClose, newToken }: EditTokenPanelProps) {
  const token = useToken(tokenGrantId);
  const update = useUpdateToken();
  useNotFoundRedirect(token.error);

  if (!token.data) {
    return (
      <SidePanel open onClose={onClose} title="Edit Token">
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!token.isError && <CircularProgress />}</Box>
      </SidePanel>
    );
  }
  const data = token.data;
  return (
    <FormPanel
      key={tokenGrantId}
      open
      onClose={onClose}
      title={`Edit Token: ${data.name}`}
      schema={TokenUpdateBody}
      defaultValues={{ name: data.name, description: data.description ?? '' }}
      fieldLabels={fieldLabels}
      errorMessage={TOKEN_SAVE_FAILED}
      onSubmit={(values) => update.mutateAsync({ tokenGrantId, body: values })}
      savedMessage={(saved) => `Token ${saved.name ?? ''} saved.`}
    >
      <Stack spacing={2}>
        {newToken?.tokenGrantId === tokenGrantId && <NewTokenNotice token={newToken} />}
        <Box>
          <FormTextField name="name" label="Name" required />
          <FormTextField name="description" label="Description" multiline minRows={2} emptyAsNull />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
          <Fact label="Status" value={tokenStatus(data)} />
          <Fact label="Lifetime" value={lifetimeName(data.lifetimeYears)} />
          <Fact label="Created" value={formatDateTime(data.created)} />
          <Fact label="Expires On" value={data.expiresOn ? formatDateTime(data.expiresOn) : 'Never'} />
          {data.revokedOn && <Fact label="Revoked On" value={formatDateTime(data.revokedOn)} />}
          <Fact label="Last Used" value={data.lastUsed ? formatDateTime(data.lastUsed) : 'Never'} />
          {data.createdBy && <Fact label="Created By" value={data.createdBy} />}
        </Box>
      </Stack>
    </FormPanel>
  );
}
