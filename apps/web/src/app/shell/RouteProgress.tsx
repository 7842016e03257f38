import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A navigation quicker than this shows nothing, so fast screen changes do not flicker. */
export const ROUTE_PROGRESS_DELAY_MS = 150;

/**
 * A thin bar across the top while the next screen's code (a lazy route) or data is on its way, shown
 * once the navigation has taken ROUTE_PROGRESS_DELAY_MS.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  // Which navigation is under way (its target's key), if any; the bar shows once that one is late.
  const pending = navigation.state === 'idle' ? undefined : (navigation.location?.key ?? 'pending');
  const [late, setLate] = useState<string | undefined>();
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setLate(pending), ROUTE_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!pending || late !== pending) return null;
  return (
    <LinearProgress
      aria-label="Loading the next screen"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
