import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import { toast } from './toast.ts';

/** Part 1 §9: the "Copied" tooltip shows for 1000 ms, the confirmation snackbar for 6 s. */
export const COPY_TOOLTIP_MS = 1000;
export const COPY_SNACKBAR_MS = 6000;
export const COPY_MESSAGES = {
  success: 'Content copied to clipboard',
  failure: 'Failed to copy content to clipboard',
  /** Copying an id (part 2 §8's "copy an id", part 1 §9's generic failure). */
  idFailure: 'Failed to copy to clipboard',
} as const;

export interface CopyButtonProps {
  /** The text to copy; when empty, `emptyMessage` (or the failure message) is shown. */
  value: string | null | undefined;
  label?: string;
  successMessage?: string;
  failureMessage?: string;
  emptyMessage?: string;
  size?: 'small' | 'medium';
  /** `id`: an identifier rather than content — an info toast on success and the generic failure message. */
  kind?: 'content' | 'id';
}

/** Copies a value to the clipboard and says so. */
export function CopyButton({
  value,
  label = 'Copy',
  successMessage = COPY_MESSAGES.success,
  failureMessage,
  emptyMessage,
  size = 'small',
  kind = 'content',
}: CopyButtonProps) {
  const failure = failureMessage ?? (kind === 'id' ? COPY_MESSAGES.idFailure : COPY_MESSAGES.failure);
  const succeed = kind === 'id' ? toast.info : toast.success;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!value) {
      toast.warning(emptyMessage ?? failure, { autoHideDuration: COPY_SNACKBAR_MS });
      return;
    }
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toast.warning(failure, { autoHideDuration: COPY_SNACKBAR_MS });
      return;
    }
    succeed(successMessage, { autoHideDuration: COPY_SNACKBAR_MS });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_TOOLTIP_MS);
  };

  return (
    <Tooltip title={copied ? 'Copied' : label}>
      <IconButton size={size} aria-label={label} onClick={() => void copy()}>
        {copied ? <CheckIcon fontSize="inherit" color="success" /> : <ContentCopyIcon fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  );
}
