import Chip from '@mui/material/Chip';
import type { MailOutboxListItem } from '@portal/contracts';
import { RequirePermission } from '../../app/permissions.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { MailMessagePanel } from './MailMessagePanel.tsx';
import { mailKindNames, mailStatusColors, mailStatusNames } from './mailDisplay.ts';
import { MAIL_OUTBOX_PATH, MAIL_OUTBOX_PERMISSION, mailKeys } from './queries.ts';

type MailRow = MailOutboxListItem;

const dateColumn = (field: 'created' | 'sent', headerName: string): ListColumn<MailRow> => ({
  field,
  headerName,
  type: 'dateTime',
  width: 130,
  valueGetter: (value: string | null | undefined) => (value ? new Date(value) : null),
  valueFormatter: (value: Date | null) => (value ? formatDateTime(value) : ''),
  renderCell: ({ value }) => (value ? <RelativeTime value={value as Date} compact /> : ''),
});

const columns: ListColumn<MailRow>[] = [
  dateColumn('created', 'Created'),
  { field: 'subject', headerName: 'Subject', flex: 2, minWidth: 220, panelLink: (row) => ({ mailId: row.mailId }) },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 180 },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    valueGetter: (_value, row) => (row.status ? mailStatusNames[row.status] : ''),
    renderCell: ({ row }) => (row.status ? <Chip size="small" variant="outlined" label={mailStatusNames[row.status]} color={mailStatusColors[row.status]} /> : null),
  },
  { field: 'kind', headerName: 'Kind', minWidth: 150, valueGetter: (_value, row) => mailKindNames[row.kind ?? ''] ?? row.kind ?? '' },
  { field: 'tenantName', headerName: 'Tenant', minWidth: 140, odataField: 'tenant/name', valueGetter: (_value, row) => row.tenant?.name ?? 'Portal' },
  dateColumn('sent', 'Sent'),
  { field: 'statusReason', headerName: 'Reason', minWidth: 160 },
];

function MailOutboxScreen() {
  usePageTitle('Mail Outbox');
  const { get, setParams } = usePanelParams();
  const mailId = get('mailId');
  return (
    <PagePadding>
      <ListPage<MailRow>
        title="Mail Outbox"
        path={MAIL_OUTBOX_PATH}
        queryKey={(query) => mailKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.mailId ?? ''}
        searchFields={['subject', 'to']}
        defaultSort={[{ field: 'created', sort: 'desc' }]}
        expand="tenant"
        exportFileName="mailoutbox"
        initialColumnVisibility={{ statusReason: false }}
        cardFields={['subject', 'created', 'to', 'status', 'kind']}
        noRowsLabel="No mail sent or queued"
      />
      {mailId && <MailMessagePanel mailId={mailId} onClose={() => setParams({ mailId: null })} />}
    </PagePadding>
  );
}

/** /mailoutbox: read-only list of the mail the portal sent or queued (no SMTP_URL: it waits here). */
export default function MailOutboxPage() {
  return (
    <RequirePermission permission={MAIL_OUTBOX_PERMISSION}>
      <MailOutboxScreen />
    </RequirePermission>
  );
}
