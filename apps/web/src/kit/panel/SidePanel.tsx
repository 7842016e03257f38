import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEventHandler, type ReactNode } from 'react';

/** Side panels are half the window wide, the whole width under the mobile breakpoint (part 1 §9). */
export const PANEL_WIDTH = '50vw';
export const MOBILE_QUERY = '@media (max-width: 767.95px)';
export const DEFAULT_PANEL_TITLE = 'Edit';

export interface PanelTab {
  label: ReactNode;
  content: ReactNode;
  /** Hidden tabs are left out (e.g. tabs that only exist for a saved record). */
  hidden?: boolean;
}

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Tabs keep their content mounted while hidden, so a form spanning tabs keeps its fields. */
  tabs?: PanelTab[];
  children?: ReactNode;
  /** Buttons under the content, always visible. */
  footer?: ReactNode;
  /** Overrides the 50vw width (e.g. a wide matches panel). */
  width?: string;
  /** Keys pressed in the content (tabs and children), e.g. a form panel's Enter to save. */
  onContentKeyDown?: KeyboardEventHandler<HTMLElement>;
  /** The shown tab's index among the visible tabs, when the screen keeps it (e.g. in a `tab` query parameter). */
  tab?: number;
  onTabChange?: (index: number) => void;
}

/**
 * A panel sliding in from the right; screens open it from query parameters (see usePanelParams).
 * Escape, a click outside and the close button all call `onClose`: a panel holding edits passes a guarded
 * close (FormPanel does, through useUnsavedChangesGuard).
 */
export function SidePanel({ open, onClose, title = DEFAULT_PANEL_TITLE, tabs, children, footer, width = PANEL_WIDTH, onContentKeyDown, ...controlled }: SidePanelProps) {
  const [ownTab, setOwnTab] = useState(0);
  const tab = controlled.tab ?? ownTab;
  const setTab = controlled.onTabChange ?? setOwnTab;
  const visibleTabs = (tabs ?? []).filter((t) => !t.hidden);
  const current = Math.min(tab, Math.max(visibleTabs.length - 1, 0));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar, which the shell raises over its navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': typeof title === 'string' ? title : undefined,
          sx: { width, maxWidth: '100vw', [MOBILE_QUERY]: { width: '100vw' }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label="close panel" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {visibleTabs.length > 0 && (
        <Tabs value={current} onChange={(_e, value: number) => setTab(value)} variant="scrollable" sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          {visibleTabs.map((t, index) => (
            <Tab key={index} label={t.label} id={`panel-tab-${index}`} aria-controls={`panel-tabpanel-${index}`} />
          ))}
        </Tabs>
      )}
      <Box sx={{ flex: 1, overflow: 'auto', p: 2 }} onKeyDown={onContentKeyDown}>
        {visibleTabs.map((t, index) => (
          <Box
            key={index}
            role="tabpanel"
            id={`panel-tabpanel-${index}`}
            aria-labelledby={`panel-tab-${index}`}
            hidden={index !== current}
          >
            {t.content}
          </Box>
        ))}
        {children}
      </Box>
      {footer && (
        // data-panel-footer: toasts keep clear of it (kit/ToastProvider).
        <Box data-panel-footer sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          {footer}
        </Box>
      )}
    </Drawer>
  );
}
