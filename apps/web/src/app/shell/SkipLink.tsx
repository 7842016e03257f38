import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

/** The id of each layout's `<main>`, the skip link's target (it takes focus: tabIndex -1). */
export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_LABEL = 'Skip to main content';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  // Focus rather than follow the fragment: the URL (and the router's history) stays as it is.
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/**
 * The first tab stop of a layout: takes keyboard users past the header and the menu to the content.
 * Out of sight until focused.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={focusMain}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        textDecoration: 'underline',
        transform: 'translateY(calc(-100% - 16px))',
        // The shadow only while shown: out of sight it would still peek over the top edge.
        '&:focus': { transform: 'none', boxShadow: theme.shadows[6], outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {SKIP_LINK_LABEL}
    </Box>
  );
}
