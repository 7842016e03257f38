import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Bolt from '@mui/icons-material/Bolt';
import Business from '@mui/icons-material/Business';
import Devices from '@mui/icons-material/Devices';
import Forum from '@mui/icons-material/Forum';
import Inventory2 from '@mui/icons-material/Inventory2';
import Key from '@mui/icons-material/Key';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import PendingActions from '@mui/icons-material/PendingActions';
import Place from '@mui/icons-material/Place';
import Rule from '@mui/icons-material/Rule';
import Tune from '@mui/icons-material/Tune';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import ViewModule from '@mui/icons-material/ViewModule';
import type { ReactElement } from 'react';

const icons: Record<string, ReactElement> = {
  workUnits: <Assignment />,
  communications: <Forum />,
  devices: <Devices />,
  blocks: <ViewModule />,
  rules: <Rule />,
  compliance: <VerifiedUser />,
  tenants: <Business />,
  locations: <Place />,
  packages: <Inventory2 />,
  protocols: <AccountTree />,
  actions: <Bolt />,
  pendingDevices: <PendingActions />,
  tokens: <Key />,
  grants: <AdminPanelSettings />,
  workUnitSettings: <Tune />,
  versionReport: <Assessment />,
  mailOutbox: <MarkEmailRead />,
};

export function menuIcon(name: string): ReactElement | undefined {
  return icons[name];
}
