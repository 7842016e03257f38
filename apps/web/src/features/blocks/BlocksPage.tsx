import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { blockMessages, blockStatus, blockTypeNames, type BlockResponse, type BlockStatus } from '@portal/contracts';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { isGuid, useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { BLOCK_TABS, BlockPanel, type BlockTab } from './BlockPanel.tsx';
import { useBlocks, useDeleteBlock } from './queries.ts';

/** The card's stripe: a value within 5 minutes, an older one, or none yet (docs/areas/blocks.md). */
const statusColor: Record<BlockStatus, string> = { fresh: 'success.main', stale: 'warning.main', none: 'text.disabled' };
const statusLabel: Record<BlockStatus, string> = { fresh: 'Receiving values', stale: 'No value in the last 5 minutes', none: 'No value yet' };

function BlockCard({ block, onOpen }: { block: BlockResponse; onOpen: () => void }) {
  const status = blockStatus(block.latest?.timestamp);
  const value = block.latest?.value;
  return (
    <Card variant="outlined" sx={{ borderLeft: 6, borderLeftColor: statusColor[status], height: '100%' }}>
      {/* Named by its visible text (name, type, value, time), as WCAG's label-in-name asks. */}
      <CardActionArea onClick={onOpen} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" noWrap title={block.name}>{block.name}</Typography>
          <Typography variant="caption" color="text.secondary" component="div">{blockTypeNames[block.blockTypeId] ?? block.blockTypeId}</Typography>
          <Typography variant="h4" component="div" data-testid="block-value" sx={{ my: 1, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined ? '—' : String(value)}
          </Typography>
          <Typography variant="body2" color="text.secondary" title={statusLabel[status]}>
            {block.latest ? formatDateTime(block.latest.timestamp) : statusLabel.none}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function BlocksScreen({ tenantId }: { tenantId: string }) {
  usePageTitle('Blocks');
  const { has } = usePermissions();
  const { get, setParams } = usePanelParams();
  const blocks = useBlocks(tenantId);
  const remove = useDeleteBlock();
  const [toDelete, setToDelete] = useState<BlockResponse>();
  const blockId = get('blockId');
  const creating = get('form') === 'create';
  const tabParam = get('tab');
  const tab = (BLOCK_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as BlockTab) : 'details';
  const rows = blocks.data?.value ?? [];
  const close = () => setParams({ blockId: null, tab: null, form: null });

  const confirmDelete = () => {
    const target = toDelete;
    if (!target) return;
    remove.mutate(target.blockId, {
      onSuccess: (answer) => {
        toast.success(answer.message || blockMessages.deleted);
        close();
      },
      onError: (error) => toast.error(error instanceof ApiError && error.status !== 500 ? error.message : blockMessages.deleteFailed),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <PagePadding>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>Blocks</Typography>
        {has('Blocks:create') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setParams({ form: 'create', blockId: null, tab: null })}>Create</Button>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{blocks.isFetching && <LinearProgress aria-label="Loading blocks" />}</Box>
      {blocks.isError && <Alert severity="error">The blocks could not be loaded; the page tries again every 10 seconds.</Alert>}
      {blocks.data && rows.length === 0 && <Alert severity="info" sx={{ mt: 1 }}>{blockMessages.noBlocks}</Alert>}
      <Box
        role="list"
        aria-label="Blocks"
        sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        {rows.map((block) => (
          <Box role="listitem" key={block.blockId}>
            <BlockCard block={block} onOpen={() => setParams({ blockId: block.blockId, tab: null, form: null })} />
          </Box>
        ))}
      </Box>
      {(creating || blockId) && (
        <BlockPanel
          key={creating ? 'create' : blockId}
          tenantId={tenantId}
          blockId={creating ? undefined : blockId}
          tab={tab}
          onTab={(next) => setParams({ tab: next === 'details' ? null : next })}
          onClose={close}
          onCreated={(id) => setParams({ form: null, blockId: id, tab: null })}
          onDelete={setToDelete}
        />
      )}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete Block"
        message={blockMessages.deleteConfirm(toDelete?.name ?? '')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </PagePadding>
  );
}

/** /{tenantId}/blocks (part 1 §2): the card grid polled every 10 s, and the block drawer (blockId, tab, form=create). */
export default function BlocksPage() {
  const params = useParams();
  const activeTenantId = useActiveTenantId();
  const tenantId = isGuid(params.tenantId) ? params.tenantId : undefined;
  if (!tenantId) return activeTenantId ? <Navigate replace to={`/${activeTenantId}/blocks`} /> : null;
  return (
    <RequirePermission permission="Blocks:view">
      <BlocksScreen tenantId={tenantId} />
    </RequirePermission>
  );
}
