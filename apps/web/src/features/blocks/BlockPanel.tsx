import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BlockCreateBody, BlockUpdateBody, CREATABLE_BLOCK_TYPES, blockMessages, blockTypeNames, packetMessages, type BlockResponse,
} from '@portal/contracts';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { usePermissions } from '../../app/permissions.tsx';
import { useSubscriptionLookup, useTenantLookup } from '../../app/queries.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { PacketDetails, usePacket } from '../packets/index.ts';
import { LogsTable, RuleMatchesTab } from '../packets/EntityTabs.tsx';
import { BlockTestValue } from './BlockTestValue.tsx';
import { useBlock, useBlockLogs, useCreateBlock, useUpdateBlock } from './queries.ts';

const BlockHistoryTab = lazy(() => import('./BlockHistoryTab.tsx'));

/** The drawer's tabs, as the `tab` query parameter names them. */
export const BLOCK_TABS = ['details', 'rulematches', 'history', 'logs'] as const;
export type BlockTab = (typeof BLOCK_TABS)[number];

const fieldLabels = { blockId: 'Block Id', name: 'Name', description: 'Description', blockTypeId: 'Type', tenantId: 'Tenant', subscriptionId: 'Subscription' };
const typeOptions = CREATABLE_BLOCK_TYPES.map((id) => ({ value: id, label: blockTypeNames[id]! }));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

/** Subscriptions of the chosen tenant; choosing another tenant clears a subscription of the former one. */
function TenantAndSubscription() {
  const tenants = useTenantLookup();
  const subscriptions = useSubscriptionLookup();
  const { setValue } = useFormContext();
  const tenantId = useWatch({ name: 'tenantId' }) as string | null;
  const subscriptionId = useWatch({ name: 'subscriptionId' }) as string | null;
  const ofTenant = (subscriptions.data ?? []).filter((s) => s.tenantId === tenantId);
  useEffect(() => {
    if (subscriptionId && subscriptions.data && !ofTenant.some((s) => s.subscriptionId === subscriptionId)) setValue('subscriptionId', null, { shouldDirty: true });
  }, [subscriptionId, ofTenant, subscriptions.data, setValue]);
  return (
    <>
      <FormTextField name="tenantId" label="Tenant" required options={(tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }))} />
      <FormTextField name="subscriptionId" label="Subscription" required options={ofTenant.map((s) => ({ value: s.subscriptionId, label: s.name }))} />
    </>
  );
}

/** The latest packet of the block in full, or part 1's 'No packet for this entity.'. */
function LatestPacket({ packetId }: { packetId: string | undefined }) {
  const packet = usePacket(packetId);
  if (!packetId) return <Alert severity="info">{blockMessages.noPacket}</Alert>;
  return packet.data ? <PacketDetails packet={packet.data} /> : <CircularProgress size={20} aria-label="Loading packet" />;
}

function BlockFacts({ block }: { block: BlockResponse }) {
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Field label="Block Id"><Box component="span" sx={{ fontFamily: 'monospace' }}>{block.blockId}</Box></Field>
      <Field label="Type">{blockTypeNames[block.blockTypeId] ?? block.blockTypeId}</Field>
      <Field label="Tenant">{block.tenant.name}</Field>
      <Field label="Subscription">{block.subscription.name}</Field>
      <Field label="Created">{formatDateTime(block.created)}</Field>
      <Field label="Modified">{formatDateTime(block.modified)}</Field>
      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>Latest packet</Typography>
      <LatestPacket packetId={block.latest?.packetId} />
    </Stack>
  );
}

function BlockLogs({ blockId }: { blockId: string }) {
  const logs = useBlockLogs(blockId);
  if (logs.isError) return <Alert severity="error">{packetMessages.logsFailed}</Alert>;
  if (!logs.data) return <CircularProgress size={20} aria-label="Loading logs" />;
  return logs.data.logs.length === 0 ? <Alert severity="info">{blockMessages.noLogs}</Alert> : <LogsTable rows={logs.data.logs} />;
}

export interface BlockPanelProps {
  tenantId: string;
  /** Undefined creates a block (only the Details tab). */
  blockId?: string;
  tab?: BlockTab;
  onTab: (tab: BlockTab) => void;
  onClose: () => void;
  onCreated: (blockId: string) => void;
  onDelete: (block: BlockResponse) => void;
}

function CreateBlockPanel({ tenantId, onClose, onCreated }: Pick<BlockPanelProps, 'tenantId' | 'onClose' | 'onCreated'>) {
  const create = useCreateBlock();
  const subscriptions = useSubscriptionLookup();
  const firstSubscription = subscriptions.data?.find((s) => s.tenantId === tenantId)?.subscriptionId ?? null;
  if (!subscriptions.data) return <SidePanel open onClose={onClose} title="Create Block"><CircularProgress /></SidePanel>;
  return (
    <FormPanel
      open
      onClose={onClose}
      title="Create Block"
      submitOnEnter
      schema={BlockCreateBody}
      defaultValues={{ blockId: crypto.randomUUID(), name: '', description: '', blockTypeId: CREATABLE_BLOCK_TYPES[0], tenantId, subscriptionId: firstSubscription ?? undefined }}
      fieldLabels={fieldLabels}
      errorMessage={blockMessages.saveFailed}
      onSubmit={(values) => create.mutateAsync(values)}
      onSaved={(saved: BlockResponse, closing) => {
        if (!closing) onCreated(saved.blockId);
      }}
      savedMessage={(saved: BlockResponse) => `Block ${saved.name} created.`}
      tabs={[{
        label: 'Details',
        content: (
          <>
            <FormTextField name="blockId" label="Block Id" required helperText="A v4 or v5 GUID; a new one is generated for you." />
            <FormTextField name="name" label="Name" required autoFocus />
            <FormTextField name="description" label="Description" multiline minRows={2} />
            <FormTextField name="blockTypeId" label="Type" required options={typeOptions} />
            <TenantAndSubscription />
          </>
        ),
      }]}
    />
  );
}

/** The block drawer (part 1 §2): Create shows Details only; an existing block Details, Rule Matches, History and Logs. */
export function BlockPanel({ tenantId, blockId, tab = 'details', onTab, onClose, onCreated, onDelete }: BlockPanelProps) {
  const { has } = usePermissions();
  const block = useBlock(blockId);
  const update = useUpdateBlock(blockId ?? '');
  useNotFoundRedirect(block.error);
  if (!blockId) return <CreateBlockPanel tenantId={tenantId} onClose={onClose} onCreated={onCreated} />;
  if (!block.data) {
    return (
      <SidePanel open onClose={onClose} title="Block">
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!block.isError && <CircularProgress />}</Box>
      </SidePanel>
    );
  }
  const data = block.data;
  const toValues = (b: BlockResponse) => ({ name: b.name, description: b.description ?? '' });
  return (
    <FormPanel
      key={blockId}
      open
      onClose={onClose}
      title={`Block: ${data.name}`}
      schema={BlockUpdateBody}
      defaultValues={toValues(data)}
      valuesAfterSave={toValues}
      fieldLabels={fieldLabels}
      errorMessage={blockMessages.saveFailed}
      readOnly={!has('Blocks:edit')}
      onSubmit={(values) => update.mutateAsync(values)}
      savedMessage={() => blockMessages.saved}
      tab={Math.max(0, BLOCK_TABS.indexOf(tab))}
      onTabChange={(index) => onTab(BLOCK_TABS[index] ?? 'details')}
      extraActions={has('Blocks:delete') ? <Button color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(data)}>Delete</Button> : undefined}
      tabs={[
        {
          label: 'Details',
          content: (
            <>
              <FormTextField name="name" label="Name" required />
              <FormTextField name="description" label="Description" multiline minRows={2} />
              <BlockFacts block={data} />
            </>
          ),
        },
        { label: 'Rule Matches', content: <RuleMatchesTab subjectId={blockId} /> },
        {
          label: 'History',
          content: tab === 'history' && (
            <>
              {has('Blocks:edit') && <BlockTestValue blockId={blockId} blockTypeId={data.blockTypeId} />}
              <Suspense fallback={<CircularProgress size={20} />}><BlockHistoryTab blockId={blockId} blockTypeId={data.blockTypeId} /></Suspense>
            </>
          ),
        },
        { label: 'Logs', content: <BlockLogs blockId={blockId} /> },
      ]}
    />
  );
}
