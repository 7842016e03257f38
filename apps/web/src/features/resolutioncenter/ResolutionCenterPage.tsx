import OpenInNew from '@mui/icons-material/OpenInNew';
import Phone from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { RESOLUTION_CENTER_PAGE_SIZE } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { RequirePermission } from '../../app/permissions.tsx';
import { useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { PAGE_PADDING } from '../../kit/list/PagePadding.tsx';
import { RowLink } from '../../kit/list/RowLink.tsx';
import { safeHref } from '../../kit/safeHref.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../../app/shell/SkipLink.tsx';
import { CreateRequestDialog } from './CreateRequestDialog.tsx';
import { RC_LIST_PATH, rcKeys, rcMessages, useCallMe, type ResolutionCenterItem } from './queries.ts';
import { RequestDetailDialog } from './RequestDetailDialog.tsx';
import { TenantGate, tenantGateMessages, wasSentHome } from './TenantGate.tsx';
import { RESOLUTION_CENTER_TITLE, ResolutionCenterHeader } from './ResolutionCenterHeader.tsx';
import { SatisfactionIcon, StatusChip } from './StatusChip.tsx';

export const THANKS_PARAM = 'showThanksForFeedbackMessage';
const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Hidden at first: the phone number and the Call Me action (§2.11); on a phone also what the title and status can do without. */
const HIDDEN_COLUMNS = { stakeholderPhoneNumber: false, callMe: false };
const HIDDEN_ON_PHONE = { ...HIDDEN_COLUMNS, created: false, service: false, need: false, stakeholderExperienceScore: false };

/** The row's external reference as a link, only when it is an http(s) address. */
function ExternalReferenceButton({ row }: { row: ResolutionCenterItem }) {
  const href = safeHref(row.referenceUrl);
  if (!href) return null;
  return (
    <Tooltip title={row.referenceId ? `External reference ${row.referenceId}` : 'External reference'}>
      <IconButton size="small" href={href} target="_blank" rel="noopener noreferrer" aria-label="Open external reference">
        <OpenInNew fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

/** The query parameter that opens a request's detail over the list. */
const detailParams = (workUnitId: number) => ({ workUnitId: String(workUnitId) });

function useColumns(): ListColumn<ResolutionCenterItem>[] {
  const callMe = useCallMe();
  return useMemo<ListColumn<ResolutionCenterItem>[]>(
    () => [
      { field: 'workUnitId', headerName: 'Work Unit ID', type: 'number', width: 110, align: 'left', headerAlign: 'left' },
      {
        field: 'created',
        headerName: 'Created',
        type: 'dateTime',
        width: 190,
        valueGetter: (value: string | undefined) => (value ? new Date(value) : null),
        renderCell: ({ row }) => <RelativeTime value={row.created} />,
      },
      {
        field: 'title',
        headerName: 'Title',
        flex: 1,
        minWidth: 160,
        renderCell: ({ row, tabIndex }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            {/* A link to the request's own address (it opens in a new tab too); a click opens it over the list. */}
            <RowLink params={detailParams(row.workUnitId)} tabIndex={tabIndex} title={row.title}>
              {row.title}
            </RowLink>
            <ExternalReferenceButton row={row} />
          </Box>
        ),
      },
      { field: 'service', headerName: 'Service', width: 150, sortable: false, filterable: false },
      { field: 'need', headerName: 'Need', width: 150, sortable: false, filterable: false },
      {
        field: 'status',
        headerName: 'Status',
        width: 90,
        odataField: 'stateId',
        filterable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'stakeholderExperienceScore',
        headerName: 'Satisfaction',
        width: 120,
        filterable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <SatisfactionIcon score={row.stakeholderExperienceScore} />
          </Box>
        ),
      },
      { field: 'stakeholderPhoneNumber', headerName: 'Phone', width: 150 },
      {
        field: 'callMe',
        headerName: 'Call Me',
        width: 90,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Tooltip title="Call Me">
            <IconButton size="small" aria-label={`Call me about ${row.workUnitId}`} onClick={() => callMe.mutate(row.workUnitId)}>
              <Phone fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [callMe],
  );
}

function ResolutionCenterScreen() {
  usePageTitle(RESOLUTION_CENTER_TITLE);
  const tenantId = useActiveTenantId();
  const { get, setParams } = usePanelParams();
  const [creating, setCreating] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const detailId = get('workUnitId');
  const showThanks = get(THANKS_PARAM) !== undefined;
  const sentHome = wasSentHome(useLocation().state);
  const columns = useColumns();
  // One tenant at a time (part 3 §2.1): the path's, else the stored one; the server lists that tenant's only.
  const tenantQuery = useMemo(() => (tenantId ? { tenantId } : undefined), [tenantId]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <ResolutionCenterHeader tenantId={tenantId} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none', flexGrow: 1, p: PAGE_PADDING, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        {showThanks && (
          <Alert severity="success" onClose={() => setParams({ [THANKS_PARAM]: null })}>
            {rcMessages.thanksForFeedback}
          </Alert>
        )}
        {sentHome && <Alert severity="info">{tenantGateMessages.sentHome}</Alert>}
        <TenantGate>
          <ListPage<ResolutionCenterItem>
            path={RC_LIST_PATH}
            queryKey={(query) => rcKeys.list(query)}
            columns={columns}
            getRowId={(row) => row.workUnitId}
            searchFields={['title']}
            defaultSort={[{ field: 'created', sort: 'desc' }]}
            defaultPageSize={RESOLUTION_CENTER_PAGE_SIZE}
            pageSizeOptions={PAGE_SIZES}
            extraQuery={tenantQuery}
            create={{ label: 'Create Request', onClick: () => setCreating(true) }}
            initialColumnVisibility={phone ? HIDDEN_ON_PHONE : HIDDEN_COLUMNS}
            noRowsLabel="You have no requests yet. Use Create Request to ask for help."
          />
        </TenantGate>
      </Box>
      <CreateRequestDialog open={creating} onClose={() => setCreating(false)} tenantId={tenantId} />
      {detailId && <RequestDetailDialog workUnitId={/^\d+$/.test(detailId) ? Number(detailId) : Number.NaN} onClose={() => setParams({ workUnitId: null })} />}
    </Box>
  );
}

/** /resolutioncenter and /{tenantId}/resolutioncenter: the customers' view of their incidents (part 3 §2.11). */
export default function ResolutionCenterPage() {
  return (
    <RequirePermission anyOf={['WorkUnits:view', 'WorkUnits:view:mine']}>
      <ResolutionCenterScreen />
    </RequirePermission>
  );
}
