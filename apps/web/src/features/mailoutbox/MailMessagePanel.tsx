import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../kit/dates.ts';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { mailKindNames, mailStatusColors, mailStatusNames } from './mailDisplay.ts';
import { useMailMessage } from './queries.ts';

/** A message whose template had no line with all its values (e.g. a test run without a rule) has no text. */
export const NO_TEXT = '(This message has no text.)';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * One message of the outbox, read-only. The body is shown as its plain text: the HTML part is never
 * rendered (it may hold values people typed).
 */
export function MailMessagePanel({ mailId, onClose }: { mailId: string; onClose: () => void }) {
  const message = useMailMessage(mailId);
  useNotFoundRedirect(message.error);
  const mail = message.data;
  return (
    <SidePanel open onClose={onClose} title={mail ? `Message: ${mail.subject}` : 'Message'} footer={<Button onClick={onClose}>Close</Button>}>
      {!mail ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!message.isError && <CircularProgress aria-label="Loading" />}</Box>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            <Field label="Status">
              <Chip size="small" variant="outlined" label={mailStatusNames[mail.status]} color={mailStatusColors[mail.status]} />
            </Field>
            {mail.statusReason && <Field label="Reason">{mail.statusReason}</Field>}
            <Field label="To">{mail.to}</Field>
            {mail.cc && <Field label="Cc">{mail.cc}</Field>}
            {mail.bcc && <Field label="Bcc">{mail.bcc}</Field>}
            <Field label="Subject">{mail.subject}</Field>
            <Field label="Kind">{mailKindNames[mail.kind] ?? mail.kind}</Field>
            <Field label="Tenant">{mail.tenant?.name ?? 'Portal'}</Field>
            <Field label="Created">{formatDateTime(mail.created)}</Field>
            <Field label="Sent">{mail.sent ? formatDateTime(mail.sent) : 'Not sent'}</Field>
            {mail.messageId && <Field label="Message ID">{mail.messageId}</Field>}
          </Box>
          <Paper variant="outlined" component="section" aria-label="Message text" sx={{ p: 2 }}>
            <Typography component="pre" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit' }}>
              {mail.text.trim() ? mail.text : NO_TEXT}
            </Typography>
          </Paper>
          {mail.html && (
            <Typography variant="caption" color="text.secondary">
              An HTML version was sent too; it is not shown here.
            </Typography>
          )}
        </Box>
      )}
    </SidePanel>
  );
}
