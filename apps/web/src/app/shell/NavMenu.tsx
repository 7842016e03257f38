import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '../permissions.tsx';
import { useActiveTenantId } from '../tenantUrl.ts';
import { itemHref, visibleMenu } from './menu.ts';
import { menuIcon } from './menuIcons.tsx';

/**
 * The sidebar's groups, each collapsible, showing only what the user's permissions allow. A navigation
 * landmark holding a list of groups, each a list item with its own list of links (every `ul` holds only `li`).
 */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { has } = usePermissions();
  const tenantId = useActiveTenantId();
  const { pathname } = useLocation();
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(new Set());
  const groups = visibleMenu(has);

  const toggle = (label: string) =>
    setClosedGroups((current) => {
      const next = new Set(current);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  return (
    <Box component="nav" aria-label="Main menu">
      <List dense sx={{ py: 0 }}>
        {groups.map((group) => {
          const open = !closedGroups.has(group.label);
          return (
            <li key={group.label}>
              <ListItemButton onClick={() => toggle(group.label)} aria-expanded={open} sx={{ py: 1 }}>
                <ListItemText
                  primary={group.label}
                  slotProps={{ primary: { variant: 'overline', color: 'text.secondary', sx: { fontWeight: 700, lineHeight: 1.6 } } }}
                />
                {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListItemButton>
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List dense disablePadding aria-label={group.label}>
                  {group.items.map((item) => {
                    const href = itemHref(item, tenantId);
                    const selected = pathname.toLowerCase().endsWith(item.path.toLowerCase())
                      || pathname.toLowerCase().includes(`${item.path.toLowerCase()}/`);
                    return (
                      <ListItem key={item.label} disablePadding>
                        <ListItemButton component={Link} to={href} selected={selected} aria-current={selected ? 'page' : undefined} onClick={onNavigate} sx={{ pl: 2.5 }}>
                          <ListItemIcon sx={{ minWidth: 36 }}>{menuIcon(item.icon)}</ListItemIcon>
                          <ListItemText primary={item.label} />
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
