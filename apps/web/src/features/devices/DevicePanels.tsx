import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect } from 'react';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { DeviceLogsPanel } from './DeviceLogsPanel.tsx';
import { DevicePacketsPanel } from './DevicePacketsPanel.tsx';
import { DevicePanel, preloadDeviceMetricsChart } from './DevicePanel.tsx';
import { InstallationsPanel } from './InstallationsPanel.tsx';
import { useDeviceRecord } from './queries.ts';
import { TracingPanel } from './TracingPanel.tsx';

// Built beside this screen; loaded only when its panel opens.
const DeviceOperationsPanel = lazy(() => import('./operations/DeviceOperationsPanel.tsx').then((m) => ({ default: m.DeviceOperationsPanel })));

/** The side panels of part 2 §2, one at a time, opened by `?deviceId=…&panel=…` (edit when no panel is named). */
export type DevicePanelName = 'edit' | 'tracing' | 'operations' | 'installations' | 'logs' | 'packets';

function Loading({ onClose }: { onClose: () => void }) {
  return (
    <SidePanel open onClose={onClose} title="Device">
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading device" />
      </Box>
    </SidePanel>
  );
}

export function DevicePanels({ deviceId, panel, readOnly, onClose }: { deviceId: string; panel: DevicePanelName; readOnly: boolean; onClose: () => void }) {
  const device = useDeviceRecord(deviceId);
  useNotFoundRedirect(device.error);
  useEffect(() => {
    if (panel === 'edit') preloadDeviceMetricsChart();
  }, [panel]);
  if (!device.data) return device.isError ? null : <Loading onClose={onClose} />;
  const record = device.data;
  switch (panel) {
    case 'tracing':
      return <TracingPanel key={deviceId} device={record} onClose={onClose} />;
    case 'operations':
      return (
        <Suspense fallback={<Loading onClose={onClose} />}>
          <DeviceOperationsPanel
            deviceId={deviceId}
            deviceName={record.name}
            tenantId={record.tenantId}
            operatingSystemId={record.operatingSystemId}
            onClose={onClose}
          />
        </Suspense>
      );
    case 'installations':
      return <InstallationsPanel key={deviceId} device={record} readOnly={readOnly} onClose={onClose} />;
    case 'logs':
      return <DeviceLogsPanel device={record} onClose={onClose} />;
    case 'packets':
      return <DevicePacketsPanel device={record} onClose={onClose} />;
    default:
      return <DevicePanel key={deviceId} device={record} readOnly={readOnly} onClose={onClose} />;
  }
}
