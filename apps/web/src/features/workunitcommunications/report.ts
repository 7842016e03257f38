import { communicationStatusLabels, isClosedCommunicationStatus } from '@portal/contracts';
import { formatDateTime } from '../../kit/dates.ts';
import { firstUpdateText, onTimeText } from './markers.tsx';
import type { WuComm, WuCommActivity } from './queries.ts';

/**
 * The report data dialogs of §2.10's row menu, whose contents the spec leaves open (INVENTORY §13, design):
 * the External Report is what a customer may be sent (customer-facing steps only, no bridge, program manager
 * or internal times); the Internal Report is the whole record for staff. Plain text, so it pastes anywhere.
 */
export type ReportKind = 'external' | 'internal';
export const REPORT_TITLES: Record<ReportKind, string> = { external: 'External Report', internal: 'Internal Report' };

const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}` : undefined);
const when = (value: string | null | undefined) => (value ? formatDateTime(value) : undefined);

function steps(title: string, activities: readonly WuCommActivity[]): string[] {
  if (activities.length === 0) return [];
  return ['', `${title}:`, ...activities.map((a) => `- ${a.details.replace(/\s*\n\s*/g, ' ')}${a.isCustomerFacing ? '' : ' (internal)'}`)];
}

export function buildReport(record: WuComm, kind: ReportKind): string {
  const internal = kind === 'internal';
  const all = [...(record.workUnitCommunicationActivities ?? [])].sort((a, b) => a.created.localeCompare(b.created));
  const activities = internal ? all : all.filter((a) => a.isCustomerFacing);
  const resolved = record.status === 'Resolved';
  const lines: (string | undefined)[] = [
    `${internal ? 'WUCOMM' : 'Incident report'} #${record.publicWorkUnitCommunicationId}: ${record.title}`,
    line('Status', communicationStatusLabels[record.status]),
    internal ? line('Tenant', record.tenant?.name) : undefined,
    line('Current impact', record.currentImpact),
    internal ? line('Maximum impact', record.maximumImpact) : undefined,
    line('Impacted services', record.impactedServices),
    line('Started', when(record.eventStarted)),
    internal ? line('Engaged', when(record.eventEngaged)) : undefined,
    line('Mitigated', when(record.eventMitigated)),
    line('Resolved', when(record.eventResolved)),
    isClosedCommunicationStatus(record.status) ? undefined : line('Next update', when(record.nextUpdate)),
    record.customerAssistanceRequired ? 'Customer assistance is required.' : undefined,
  ];
  if (internal) {
    lines.push(
      line('Program manager', record.serviceManager),
      line('Internal bridge', record.internalBridge),
      line('Next internal update', when(record.nextInternalUpdate)),
      record.overdue ? 'OVERDUE: the next customer update has passed.' : undefined,
      firstUpdateText(record.timeToFirstUpdateMinutes),
      onTimeText(record.onTimeUpdateShare),
    );
  }
  if (record.details) lines.push('', record.details);
  if (record.rootCause && (internal || resolved)) lines.push('', `Root cause: ${record.rootCause}`);
  lines.push(...steps('Past steps', activities.filter((a) => a.isComplete)), ...steps('Next steps', activities.filter((a) => !a.isComplete)));
  if (internal && record.workUnits?.length) {
    lines.push('', 'Related work units:', ...[...record.workUnits].sort((a, b) => b.workUnitId - a.workUnitId).map((w) => `- #${w.workUnitId} ${w.title}`));
  }
  return lines.filter((l) => l !== undefined).join('\n');
}
