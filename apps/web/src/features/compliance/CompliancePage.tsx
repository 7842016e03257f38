import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ControlResponse, type ControlStatusValue, complianceMessages, complianceWeekKey } from '@portal/contracts';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { isGuid, useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { saveBlob } from '../../kit/download.ts';
import { EXPORT_MESSAGES } from '../../kit/list/ExportButtons.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { toast } from '../../kit/toast.ts';
import { ComplianceGrid } from './ComplianceGrid.tsx';
import { ComplianceSummary } from './ComplianceSummary.tsx';
import { ImportControlSetDialog } from './ImportControlSetDialog.tsx';
import { exportWeek, useComplianceSummary, useControlSet, useControlSetNames, useDeleteStatus, useSaveStatus } from './queries.ts';
import { WeekPicker } from './WeekPicker.tsx';

const WEEK = /^\d{4}-\d{2}-\d{2}$/;

function ExportButton({ kind, label, onExport, exporting }: { kind: 'csv' | 'oscal'; label: string; onExport: (kind: 'csv' | 'oscal') => void; exporting: 'csv' | 'oscal' | null }) {
  return (
    <Button
      size="small"
      disabled={exporting !== null}
      startIcon={exporting === kind ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon fontSize="small" />}
      onClick={() => onExport(kind)}
    >
      {exporting === kind ? 'Exporting...' : label}
    </Button>
  );
}

function ComplianceScreen({ tenantId }: { tenantId: string }) {
  usePageTitle('Compliance');
  const { has } = usePermissions();
  const can = { create: has('Compliance:create'), edit: has('Compliance:edit'), delete: has('Compliance:delete') };
  const [params, setParams] = useSearchParams();
  const weekParam = params.get('week');
  const [thisWeek] = useState(() => complianceWeekKey(new Date()));
  const week = weekParam && WEEK.test(weekParam) ? complianceWeekKey(new Date(`${weekParam}T00:00:00Z`)) : thisWeek;
  const names = useControlSetNames(tenantId, week);
  const sets = names.data?.value ?? [];
  const controlSetId = sets.find((s) => s.id === params.get('controlSetId'))?.id ?? sets[0]?.id;
  const grid = useControlSet(tenantId, controlSetId, week);
  const summary = useComplianceSummary(tenantId, controlSetId, week);
  const save = useSaveStatus(tenantId, week);
  const remove = useDeleteStatus();
  const [busyControlId, setBusyControlId] = useState<string>();
  const [toDeselect, setToDeselect] = useState<ControlResponse>();
  const [exporting, setExporting] = useState<'csv' | 'oscal' | null>(null);
  const [importing, setImporting] = useState(false);
  const set = grid.data?.value[0];
  const controls = set && set.id === controlSetId ? set.controls : [];

  // From the params as they are when the change lands, not as this render saw them (two quick changes keep both).
  const choose = (changes: Record<string, string>) => setParams((current) => {
    const next = new URLSearchParams(current);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    return next;
  });

  const change = (control: ControlResponse, status: ControlStatusValue | undefined, notes: string | undefined, failed: string) => {
    setBusyControlId(control.id);
    save.mutate({ controlId: control.id, existing: control.controlStatuses[0], status, notes }, {
      onError: () => toast.error(failed),
      onSettled: () => setBusyControlId(undefined),
    });
  };
  const onStatus = (control: ControlResponse, status: ControlStatusValue | null) => {
    if (status === null) {
      setToDeselect(control);
      return;
    }
    const existing = control.controlStatuses[0];
    change(control, status, undefined, existing ? complianceMessages.statusUpdateFailed : complianceMessages.statusCreateFailed);
  };
  const onNotes = (control: ControlResponse, notes: string) =>
    change(control, undefined, notes, control.controlStatuses[0] ? complianceMessages.noteUpdateFailed : complianceMessages.noteCreateFailed);
  const onUseProposed = (control: ControlResponse, status: ControlStatusValue) => change(control, status, undefined, complianceMessages.updateStatusFailed);
  const confirmDeselect = () => {
    const record = toDeselect?.controlStatuses[0];
    if (!record) { setToDeselect(undefined); return; }
    remove.mutate(record.id, {
      onSuccess: () => toast.success(complianceMessages.statusDeleted),
      onError: () => toast.error(complianceMessages.statusDeleteFailed),
      onSettled: () => setToDeselect(undefined),
    });
  };
  const runExport = async (kind: 'csv' | 'oscal') => {
    setExporting(kind);
    try {
      let blob: Blob;
      try {
        blob = await exportWeek(kind, { tenantId, startDate: week, controlSetId });
      } catch {
        toast.error(kind === 'csv' ? EXPORT_MESSAGES.all : EXPORT_MESSAGES.download);
        return;
      }
      try {
        saveBlob(blob, kind === 'csv' ? `compliance-${week}.csv` : `assessment-results-${week}.json`);
      } catch {
        toast.error(EXPORT_MESSAGES.download);
      }
    } finally {
      setExporting(null);
    }
  };

  return (
    <PagePadding>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>Compliance</Typography>
        <ExportButton kind="csv" label="Export CSV" exporting={exporting} onExport={(k) => void runExport(k)} />
        <ExportButton kind="oscal" label="Export OSCAL" exporting={exporting} onExport={(k) => void runExport(k)} />
        {can.create && <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>Import</Button>}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <TextField
          select
          label="Control Set"
          size="small"
          value={controlSetId ?? ''}
          onChange={(event) => choose({ controlSetId: event.target.value })}
          sx={{ minWidth: 280, maxWidth: '100%' }}
          helperText={sets.find((s) => s.id === controlSetId)?.source ?? ' '}
        >
          {sets.map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
        </TextField>
        <WeekPicker week={week} onChange={(next) => choose({ week: next })} />
      </Box>
      <Box sx={{ height: 4 }}>{exporting && <LinearProgress aria-label="Exporting" />}</Box>
      {names.isError && <Alert severity="error">The control sets could not be loaded.</Alert>}
      {names.data && !sets.length && <Alert severity="info">There are no control sets yet.</Alert>}
      {controlSetId && <ComplianceSummary weeks={summary.data?.value} />}
      <Box sx={{ height: 4 }}>{grid.isFetching && <LinearProgress aria-label="Loading controls" />}</Box>
      {grid.isError && <Alert severity="error">The controls could not be loaded.</Alert>}
      {controlSetId && grid.data && (
        <ComplianceGrid controls={controls} can={can} busy={false} busyControlId={busyControlId} onStatus={onStatus} onNotes={onNotes} onUseProposed={onUseProposed} />
      )}
      <ConfirmDialog
        open={Boolean(toDeselect)}
        title="Clear Status"
        message={complianceMessages.deselectConfirm(toDeselect?.name ?? '')}
        busy={remove.isPending}
        focusCancel
        onConfirm={confirmDeselect}
        onCancel={() => setToDeselect(undefined)}
      />
      <ImportControlSetDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(id) => {
          setImporting(false);
          choose({ controlSetId: id });
        }}
      />
    </PagePadding>
  );
}

/** /{tenantId}/compliance (part 1 §2): Control Set, Compliance Week, the summary and the grid; both choices live in the URL. */
export default function CompliancePage() {
  const params = useParams();
  const activeTenantId = useActiveTenantId();
  const tenantId = isGuid(params.tenantId) ? params.tenantId : undefined;
  if (!tenantId) return activeTenantId ? <Navigate replace to={`/${activeTenantId}/compliance`} /> : null;
  return (
    <RequirePermission permission="Compliance:view">
      <ComplianceScreen key={tenantId} tenantId={tenantId} />
    </RequirePermission>
  );
}
