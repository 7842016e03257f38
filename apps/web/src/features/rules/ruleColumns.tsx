import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { ruleTypeNames, type Rule, type TimeConditionsInput } from '@portal/contracts';
import type { ListColumn } from '../../kit/list/ListPage.tsx';
import { enumName } from '../../kit/enums.ts';
import { DAY_OF_WEEK_NAMES, formatDaysOfMonth } from './ruleForm.ts';

export type RuleRow = Partial<Rule>;

export const NO_TIME_CONDITIONS = 'Always';

/** A rule's time limitations in a line: 'Mon-Fri, 22:00-06:00, America/New_York'; 'Always' without any. */
export function timeConditionsSummary(time: TimeConditionsInput | null | undefined): string {
  if (!time) return NO_TIME_CONDITIONS;
  const parts: string[] = [];
  const days = [...(time.daysOfWeek ?? [0, 1, 2, 3, 4, 5, 6])].sort((a, b) => a - b);
  const weekdays = [1, 2, 3, 4, 5];
  if (days.length === 0) parts.push('No days');
  else if (days.length < 7) {
    parts.push(days.length === 5 && weekdays.every((d) => days.includes(d)) ? 'Mon-Fri' : days.map((d) => DAY_OF_WEEK_NAMES[d]).join(' '));
  }
  const monthDays = time.daysOfMonth ?? [];
  if (monthDays.length > 0 && monthDays.length < 31) parts.push(`days ${formatDaysOfMonth(monthDays)}`);
  if (time.dailyStartTime || time.dailyEndTime) parts.push(`${time.dailyStartTime || '00:00'}-${time.dailyEndTime || '24:00'}`);
  if (time.startRange || time.endRange) parts.push(`${time.startRange?.slice(0, 16).replace('T', ' ') || '…'} to ${time.endRange?.slice(0, 16).replace('T', ' ') || '…'}`);
  if (parts.length === 0) parts.push('Every day');
  return `${parts.join(', ')} (${time.timeZoneId})`;
}

export const ruleColumns: ListColumn<RuleRow>[] = [
  {
    field: 'timeConditions',
    headerName: 'Time Conditions',
    minWidth: 170,
    sortable: false,
    filterable: false,
    valueGetter: (_value, row) => timeConditionsSummary(row.timeConditions),
    renderCell: ({ row }) => {
      const summary = timeConditionsSummary(row.timeConditions);
      if (!row.timeConditions) return <Box component="span" sx={{ color: 'text.secondary' }}>{summary}</Box>;
      return (
        <Tooltip title={summary}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{summary}</Box>
          </Box>
        </Tooltip>
      );
    },
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180, panelLink: (row) => ({ ruleId: row.ruleId ?? null, form: null }) },
  {
    field: 'ruleTypeId',
    headerName: 'Type',
    minWidth: 120,
    type: 'singleSelect',
    valueOptions: Object.entries(ruleTypeNames).map(([value, label]) => ({ value: Number(value), label })),
    valueFormatter: (value: number | undefined) => enumName(ruleTypeNames, value),
  },
  { field: 'tenantName', headerName: 'Tenant', minWidth: 140, odataField: 'tenant/name', valueGetter: (_value, row) => row.tenant?.name ?? '' },
  {
    field: 'subscriptionName',
    headerName: 'Subscription',
    minWidth: 140,
    odataField: 'subscription/name',
    valueGetter: (_value, row) => row.subscription?.name ?? 'All',
  },
  {
    field: 'enabled',
    headerName: 'Enabled',
    minWidth: 100,
    type: 'boolean',
    renderCell: ({ row }) => (
      <Chip size="small" label={row.enabled ? 'Enabled' : 'Disabled'} color={row.enabled ? 'success' : 'default'} variant={row.enabled ? 'filled' : 'outlined'} />
    ),
  },
];
