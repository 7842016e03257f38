import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useLicenseExpiration } from '../queries.ts';
import { licenseNotice, parseExpiration } from './license.ts';

/** The banner part 2 §4 describes; it can be dismissed for the rest of the page's life. */
export function LicenseBanner({ now }: { now?: Date }) {
  const license = useLicenseExpiration();
  const [dismissed, setDismissed] = useState(false);
  const notice = licenseNotice(parseExpiration(license.data?.licenseExpiration), now);
  if (!notice || dismissed) return null;
  return (
    <Alert severity={notice.severity} variant="filled" onClose={() => setDismissed(true)} sx={{ borderRadius: 0 }} role="alert">
      {notice.text}
    </Alert>
  );
}
