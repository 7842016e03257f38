import { GrantCreateBody, GrantUpdateBody } from '@portal/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { ApiError } from '../../kit/api.ts';
import { FormRadioGroup, FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { GRANT_SAVE_FAILED, principalKindNames, roleAndScope } from './grantDisplay.ts';
import { GrantUserField, TenantScopeField } from './GrantFields.tsx';
import { useCreateGrant, useGrant, useGrantRoles, useUpdateGrant } from './queries.ts';

const fieldLabels = { principalKind: 'Grant to', userId: 'Person', groupName: 'Group', roleId: 'Role', tenantIds: 'Tenants' };

/** The server's reason (a duplicate grant, the last Administrator) when it gave one a person can act on. */
export function grantSaveError(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : GRANT_SAVE_FAILED;
}

function RoleField() {
  const roles = useGrantRoles();
  const options = (roles.data ?? []).map((role) => ({ value: role.roleId, label: role.name }));
  return <FormTextField name="roleId" label="Role" required options={options} />;
}

function PrincipalFields() {
  const kind = useWatch({ name: 'principalKind' }) as string;
  return (
    <>
      <FormRadioGroup name="principalKind" label="Grant to" options={[{ value: 'user', label: 'A person' }, { value: 'group', label: 'A group' }]} />
      {kind === 'user' ? (
        <GrantUserField name="userId" label="Person" />
      ) : (
        <FormTextField
          name="groupName"
          label="Group"
          required
          helperText="The group's name exactly as your identity provider sends it in the groups claim."
        />
      )}
    </>
  );
}

/** Add Grant: a person or a group, a role, all tenants or listed ones. */
export function CreateGrantPanel({ onClose, onCreated }: { onClose: () => void; onCreated: (roleGrantId: string, closing: boolean) => void }) {
  const create = useCreateGrant();
  return (
    <FormPanel
      open
      onClose={onClose}
      submitOnEnter
      title="Add Grant"
      schema={GrantCreateBody}
      // A person first: most grants are to someone, and a group grant counts only where the provider sends groups.
      defaultValues={{ principalKind: 'user', userId: null, groupName: '', roleId: '', tenantIds: null }}
      fieldLabels={fieldLabels}
      errorMessage={grantSaveError}
      onSubmit={(values) => create.mutateAsync(values)}
      onSaved={(grant, closing) => onCreated(grant.roleGrantId, closing)}
    >
      <PrincipalFields />
      <RoleField />
      <TenantScopeField name="tenantIds" />
    </FormPanel>
  );
}

/** Edit Grant: the role and the tenants change; the person or group stays. */
export function EditGrantPanel({ roleGrantId, onClose }: { roleGrantId: string; onClose: () => void }) {
  const grant = useGrant(roleGrantId);
  const update = useUpdateGrant();
  useNotFoundRedirect(grant.error);
  if (!grant.data) {
    return (
      <SidePanel open onClose={onClose} title="Edit Grant">
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!grant.isError && <CircularProgress />}</Box>
      </SidePanel>
    );
  }
  const data = grant.data;
  const who = data.principalKind === 'user' && data.displayName ? `${data.displayName} (${data.principal})` : data.principal;
  return (
    <FormPanel
      key={roleGrantId}
      open
      onClose={onClose}
      title={`Edit Grant: ${data.principal}`}
      schema={GrantUpdateBody}
      defaultValues={{ roleId: data.roleId, tenantIds: data.tenants?.map((t) => t.tenantId) ?? null }}
      fieldLabels={fieldLabels}
      errorMessage={grantSaveError}
      onSubmit={(values) => update.mutateAsync({ roleGrantId, body: values })}
      savedMessage={(saved) => `Grant of ${saved.principal} saved: ${roleAndScope(saved.roleName, saved.tenants)}.`}
    >
      <Box sx={{ mb: 1 }}>
        <Typography variant="caption" color="text.secondary">{principalKindNames[data.principalKind]}</Typography>
        <Typography variant="body1">{who}</Typography>
      </Box>
      <RoleField />
      <TenantScopeField name="tenantIds" />
    </FormPanel>
  );
}
