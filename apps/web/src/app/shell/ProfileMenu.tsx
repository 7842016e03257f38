import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLogout } from '../auth/useLogout.ts';
import { useCurrentUser } from '../queries.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { initialsOf, useUserPhoto } from './userPhoto.ts';

/** Avatar button with name, user name, Log out and Settings; also used by the Resolution Center's header. */
export function ProfileMenu({ showIntakeSettings = true }: { showIntakeSettings?: boolean }) {
  const user = useCurrentUser();
  const photo = useUserPhoto();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const name = user.data?.name ?? '';
  const initials = initialsOf(name);
  // The accessible name starts with what the avatar shows (its initials), as WCAG 2.5.3 asks (not in
  // parentheses: checkers drop parenthetical text).
  const buttonLabel = name ? `${initials}: Open profile menu of ${name}` : 'Open profile menu';

  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={buttonLabel} title="Profile" aria-haspopup="dialog" sx={{ p: 0.5 }}>
        <Avatar src={photo} alt={name} sx={{ width: 34, height: 34, fontSize: 15, bgcolor: 'secondary.main' }}>{initials}</Avatar>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 280, mt: 1 }, role: 'dialog', 'aria-label': 'Profile' } }}
      >
        <Stack spacing={1} sx={{ p: 3, alignItems: 'center' }}>
          <Avatar src={photo} alt={name} sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'secondary.main' }}>{initials}</Avatar>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="profile-name">{name}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="profile-username">{user.data?.userName}</Typography>
        </Stack>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 1.5 }}>
          <Button
            startIcon={<Settings />}
            onClick={() => {
              setAnchor(null);
              setSettingsOpen(true);
            }}
          >
            Settings
          </Button>
          <Button startIcon={<Logout />} color="inherit" onClick={() => void logout()}>
            Log out
          </Button>
        </Box>
      </Popover>
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} showIntakeSettings={showIntakeSettings} />
    </>
  );
}
