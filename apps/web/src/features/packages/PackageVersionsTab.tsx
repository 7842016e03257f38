import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PackageVersionStatus, packageMessages } from '@portal/contracts';
import { useState } from 'react';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { toast } from '../../kit/toast.ts';
import { sizeText, versionStatusNames } from './packageNames.ts';
import { useDeleteVersion, usePackageVersions } from './queries.ts';
import { UploadVersionForm } from './UploadVersionForm.tsx';

const statusColor = (status: number | undefined) =>
  status === PackageVersionStatus.Latest ? 'success' : status === PackageVersionStatus.PreRelease ? 'warning' : 'default';

/** Versions newest first (SemVer 2), their status, size and digest; upload another; delete one with a confirmation. */
export function PackageVersionsTab({ packageId, canUpload, canDelete }: { packageId: string; canUpload: boolean; canDelete: boolean }) {
  const versions = usePackageVersions(packageId);
  const remove = useDeleteVersion();
  const [toDelete, setToDelete] = useState<{ packageVersionId: string; version: string }>();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate({ packageId, packageVersionId: toDelete.packageVersionId }, {
      onSuccess: (answer) => toast.success(answer?.message || packageMessages.versionDeleted),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'A problem occurred deleting the version. Please try again.'),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {versions.isError && <Alert severity="error">{packageMessages.loadVersionsFailed}</Alert>}
      {!versions.data && !versions.isError && <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}><CircularProgress /></Box>}
      {versions.data?.length === 0 && <Typography color="text.secondary">No versions uploaded yet.</Typography>}
      {versions.data && versions.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Versions">
            <TableHead>
              <TableRow>
                <TableCell>Version</TableCell><TableCell>Status</TableCell><TableCell>Label</TableCell><TableCell>Size</TableCell>
                <TableCell>Uploaded</TableCell><TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.data.map((v) => (
                <TableRow key={v.packageVersionId}>
                  {/* The digest sits under the version, not in a column of its own, so the table fits the panel. */}
                  <TableCell>
                    <Box sx={{ fontWeight: 500 }}>{v.version}</Box>
                    {v.sha256 && (
                      <Box sx={{ display: 'flex', alignItems: 'center', color: 'text.secondary', typography: 'caption' }}>
                        <Tooltip title={`SHA-256 ${v.sha256}`}><Box component="span" sx={{ fontFamily: 'monospace' }}>{v.sha256.slice(0, 12)}…</Box></Tooltip>
                        <CopyButton value={v.sha256} label="SHA-256" />
                      </Box>
                    )}
                  </TableCell>
                  <TableCell><Chip size="small" label={versionStatusNames[v.packageVersionStatusId ?? 0] ?? ''} color={statusColor(v.packageVersionStatusId)} variant="outlined" /></TableCell>
                  <TableCell>{v.label}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{sizeText(v.sizeBytes)}</TableCell>
                  <TableCell>
                    <Box sx={{ whiteSpace: 'nowrap' }}>{v.created && <RelativeTime value={v.created} />}</Box>
                    {v.createdBy && <Box sx={{ color: 'text.secondary', typography: 'caption', wordBreak: 'break-word' }}>{`by ${v.createdBy}`}</Box>}
                  </TableCell>
                  <TableCell padding="checkbox">
                    {canDelete && (
                      <IconButton size="small" aria-label={`Delete version ${v.version}`} onClick={() => setToDelete({ packageVersionId: v.packageVersionId!, version: v.version ?? '' })}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {canUpload && (
        <>
          <Divider />
          <Typography variant="subtitle1">Upload Package Version</Typography>
          <UploadVersionForm packageId={packageId} onUploaded={() => {}} />
        </>
      )}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete Package Version"
        message={`Are you sure you want to delete version ${toDelete?.version ?? ''}? This cannot be undone.`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </Box>
  );
}
