import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useFeatureFlag } from '../auth/useFeatureFlag.ts';

const AccessRequestDialog = lazy(() => import('./AccessRequestDialog.tsx').then((m) => ({ default: m.AccessRequestDialog })));

/** The login page's 'Request access' link and its dialog, offered when the I3ERequestForm feature is on. */
export function RequestAccessLink() {
  const enabled = useFeatureFlag('I3ERequestForm');
  const [open, setOpen] = useState(false);
  if (!enabled) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Need an account or a password reset?{' '}
        <Link component="button" variant="body2" onClick={() => setOpen(true)} sx={{ verticalAlign: 'baseline' }}>
          Request access
        </Link>
      </Typography>
      {open && (
        <Suspense fallback={null}>
          <AccessRequestDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
