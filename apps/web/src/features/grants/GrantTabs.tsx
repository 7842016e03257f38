import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';

export const GRANTS_ROUTE = '/grants';
export const GRANT_HISTORY_ROUTE = '/grants/history';

/** The two views of the Grants screen; each is its own route, so each list keeps its own search state in the URL. */
export function GrantTabs({ current }: { current: 'grants' | 'history' }) {
  return (
    <Tabs value={current} aria-label="Grants views">
      <Tab value="grants" label="Grants" component={Link} to={GRANTS_ROUTE} />
      <Tab value="history" label="History" component={Link} to={GRANT_HISTORY_ROUTE} />
    </Tabs>
  );
}
