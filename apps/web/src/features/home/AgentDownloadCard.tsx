import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions } from '../../app/permissions.tsx';
import { CopyButton } from '../../kit/CopyButton.tsx';

/** Where the portal serves the reference agent (apps/agent, one file; modules/downloads on the server). */
export const AGENT_BUNDLE_PATH = '/downloads/agent.mjs';

/**
 * The reference agent, beside the configured Windows agent: one JavaScript file for any machine with
 * Node.js 20 or later, and the command that enrolls it here. Shown to those who promote devices.
 */
export function AgentDownloadCard() {
  const { hasAny } = usePermissions();
  if (!hasAny(['PendingDevices:view', 'Devices:view'])) return null;
  const command = `node agent.mjs --url ${window.location.origin} --token <API token>`;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">Portal Agent</Typography>
          <Typography variant="body2" color="text.secondary">
            For Linux, macOS or Windows with Node.js 20 or later. Run it with an API token from Tokens, then promote the machine in Pending Devices.
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1, minWidth: 0 }}>
            <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{command}</Typography>
            <CopyButton value={command} label="Copy command" />
          </Stack>
        </Box>
        <Button variant="outlined" startIcon={<Download />} href={AGENT_BUNDLE_PATH} download="agent.mjs">
          Download agent.mjs
        </Button>
      </CardContent>
    </Card>
  );
}
