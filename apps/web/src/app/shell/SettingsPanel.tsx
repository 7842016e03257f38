import Close from '@mui/icons-material/Close';
import DarkMode from '@mui/icons-material/DarkMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import LightMode from '@mui/icons-material/LightMode';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ThemePreference, settingKeys, useBooleanSetting, useThemePreference } from '../../kit/localSettings.ts';

interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
  /** The Resolution Center has no intake panel, so it hides those settings. */
  showIntakeSettings: boolean;
}

export function SettingsPanel({ open, onClose, showIntakeSettings }: SettingsPanelProps) {
  const [preference, setPreference] = useThemePreference();
  const [disableDrafts, setDisableDrafts] = useBooleanSetting(settingKeys.disableDrafts);
  const [byFavorites, setByFavorites] = useBooleanSetting(settingKeys.sortTenantsByFavorites);
  const [hideTitle, setHideTitle] = useBooleanSetting(settingKeys.hideTitleField);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar, which itself sits above the navigation drawer.
      sx={(theme) => ({ zIndex: theme.zIndex.modal })}
      slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 380 } }, role: 'dialog', 'aria-label': 'Settings' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>Settings</Typography>
        <IconButton aria-label="Close settings" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={3} sx={{ p: 2 }}>
        <section>
          <Typography variant="subtitle2" gutterBottom>Appearance</Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={preference}
            onChange={(_event, value: ThemePreference | null) => value && setPreference(value)}
            aria-label="Appearance"
          >
            <ToggleButton value="system" aria-label="Follow the system"><SettingsBrightness fontSize="small" sx={{ mr: 1 }} />System</ToggleButton>
            <ToggleButton value="light" aria-label="Light mode"><LightMode fontSize="small" sx={{ mr: 1 }} />Light</ToggleButton>
            <ToggleButton value="dark" aria-label="Dark mode"><DarkMode fontSize="small" sx={{ mr: 1 }} />Dark</ToggleButton>
          </ToggleButtonGroup>
        </section>
        {showIntakeSettings && (
          <section>
            <Typography variant="subtitle2" gutterBottom>Intake Panel Settings</Typography>
            <Stack spacing={1}>
              <FormControlLabel
                control={<Switch checked={disableDrafts} onChange={(e) => setDisableDrafts(e.target.checked)} />}
                label="Disable Drafts"
              />
              <Box>
                <Typography variant="body2" color="text.secondary" id="sort-tenants-label" sx={{ mb: 0.5 }}>
                  Sort Tenants by
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={byFavorites ? 'favorite' : 'recent'}
                  onChange={(_event, value: 'recent' | 'favorite' | null) => value && setByFavorites(value === 'favorite')}
                  aria-labelledby="sort-tenants-label"
                >
                  <ToggleButton value="recent">Recent</ToggleButton>
                  <ToggleButton value="favorite">Favorite</ToggleButton>
                </ToggleButtonGroup>
              </Box>
              <FormControlLabel
                control={<Switch checked={hideTitle} onChange={(e) => setHideTitle(e.target.checked)} />}
                label="Hide Title Field"
              />
              <Alert severity="info" variant="outlined">
                These settings are stored in this browser only and take effect after a page refresh.
              </Alert>
            </Stack>
          </section>
        )}
      </Stack>
    </Drawer>
  );
}
