import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useEffect, useState, type ReactNode } from 'react';

/** Marks a side panel's footer (its Save and Close buttons); toasts stay above it. */
export const PANEL_FOOTER_SELECTOR = '[data-panel-footer]';

/** How far up from the bottom of the window the visible panel footers reach, in px (0 with none open). */
export function panelFooterClearance(footers: Iterable<Element>, viewportHeight: number): number {
  let clearance = 0;
  for (const footer of footers) {
    const rect = footer.getBoundingClientRect();
    if (rect.height > 0) clearance = Math.max(clearance, viewportHeight - rect.top);
  }
  return Math.max(0, Math.ceil(clearance));
}

/** Follows panels opening, closing and wrapping their buttons; recomputed at most once a frame. */
function usePanelFooterClearance(): number {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setClearance(panelFooterClearance(document.querySelectorAll(PANEL_FOOTER_SELECTOR), window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return clearance;
}

const TOAST_VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/**
 * Toasts in the theme's status colours with their contrast text (4.5:1, light and dark): notistack's own
 * green under white text reads at 3.3:1. Two classes, to win over notistack's one.
 */
const toastColors = (theme: Theme) =>
  Object.fromEntries(
    TOAST_VARIANTS.map((variant) => [
      `.notistack-MuiContent.notistack-MuiContent-${variant}`,
      { backgroundColor: theme.palette[variant].main, color: theme.palette[variant].contrastText },
    ]),
  );

/**
 * Toasts at the bottom right (part 1 §9), 6000 ms. While a side panel is open they sit just above its
 * footer, which is at the bottom right too, so they never cover its Save and Close buttons.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const clearance = usePanelFooterClearance();
  return (
    <SnackbarProvider maxSnack={4} autoHideDuration={6000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <GlobalStyles styles={toastColors} />
      {clearance > 0 && <GlobalStyles styles={{ '.notistack-SnackbarContainer': { marginBottom: clearance } }} />}
      {children}
    </SnackbarProvider>
  );
}
