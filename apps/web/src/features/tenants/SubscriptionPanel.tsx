import { SubscriptionCreateBody } from '@portal/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { useSaveSubscription, useSubscription } from './queries.ts';

export const SUBSCRIPTION_SAVE_FAILED = 'A problem occured saving the tenant subscription. Please try again.';
export const subscriptionSaved = (name: string, created: boolean) => `Subscription ${name} ${created ? 'created' : 'saved'}.`;

export interface SubscriptionPanelProps {
  tenantId: string;
  /** Undefined creates a subscription in the tenant. */
  subscriptionId?: string;
  onClose: () => void;
  onCreated: (subscriptionId: string) => void;
}

/** Create or edit one subscription of a tenant (name required). */
export function SubscriptionPanel({ tenantId, subscriptionId, onClose, onCreated }: SubscriptionPanelProps) {
  const subscription = useSubscription(subscriptionId);
  const save = useSaveSubscription();
  useNotFoundRedirect(subscription.error);
  const title = subscriptionId ? 'Edit Subscription' : 'Create Subscription';

  if (subscriptionId && !subscription.data) {
    return (
      <SidePanel open onClose={onClose} title={title}>
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!subscription.isError && <CircularProgress />}</Box>
      </SidePanel>
    );
  }

  return (
    <FormPanel
      key={subscriptionId ?? 'create'}
      open
      onClose={onClose}
      title={title}
      schema={SubscriptionCreateBody}
      defaultValues={{ tenantId: subscription.data?.tenantId ?? tenantId, name: subscription.data?.name ?? '' }}
      fieldLabels={{ name: 'Subscription Name' }}
      errorMessage={SUBSCRIPTION_SAVE_FAILED}
      onSubmit={(values) =>
        save.mutateAsync(subscriptionId ? { subscriptionId, body: { name: values.name } } : { body: { tenantId: values.tenantId, name: values.name } })
      }
      onSaved={(saved, closing) => {
        if (!subscriptionId && !closing) onCreated(saved.subscriptionId);
      }}
      savedMessage={(saved) => subscriptionSaved(saved.name, !subscriptionId)}
    >
      <FormTextField name="name" label="Subscription Name" required autoFocus />
    </FormPanel>
  );
}
