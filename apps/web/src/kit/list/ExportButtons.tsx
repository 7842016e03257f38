import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { apiDownload, type ListPath } from '../api.ts';
import { saveBlob } from '../download.ts';
import { toast } from '../toast.ts';
import { EXPORT_ALL_LIMIT } from './listState.ts';
import type { ODataQuery } from './odata.ts';

export const EXPORT_MESSAGES = {
  page: 'Failed to export page.',
  all: 'Failed to export all rows.',
  download: 'Failed to download data.',
} as const;

export interface ExportButtonsProps {
  /** The list path; the CSV comes from `{path}/export` with the same options. */
  path: ListPath;
  /** The current page's OData options. */
  query: ODataQuery;
  fileName: string;
  /** The screen's own failure toasts, e.g. 'Failed to export page of Work Units.'. */
  messages?: { page: string; all: string };
}

type Exporting = 'page' | 'all' | null;

/** Export Page and Export All: 'Exporting...' with a spinner, both disabled until the file is saved. */
export function ExportButtons({ path, query, fileName, messages }: ExportButtonsProps) {
  const [exporting, setExporting] = useState<Exporting>(null);

  const run = async (which: 'page' | 'all') => {
    setExporting(which);
    try {
      const options = which === 'page' ? query : { ...query, $top: EXPORT_ALL_LIMIT, $skip: 0 };
      let blob: Blob;
      try {
        blob = await apiDownload(`${path}/export`, options);
      } catch {
        toast.error(messages?.[which] ?? EXPORT_MESSAGES[which]);
        return;
      }
      try {
        saveBlob(blob, `${fileName}.csv`);
      } catch {
        toast.error(EXPORT_MESSAGES.download);
      }
    } finally {
      setExporting(null);
    }
  };

  const label = (which: 'page' | 'all', text: string) => (exporting === which ? 'Exporting...' : text);
  const icon = (which: 'page' | 'all') =>
    exporting === which ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon fontSize="small" />;

  return (
    <>
      <Button size="small" startIcon={icon('page')} disabled={exporting !== null} onClick={() => void run('page')}>
        {label('page', 'Export Page')}
      </Button>
      <Button size="small" startIcon={icon('all')} disabled={exporting !== null} onClick={() => void run('all')}>
        {label('all', 'Export All')}
      </Button>
    </>
  );
}
