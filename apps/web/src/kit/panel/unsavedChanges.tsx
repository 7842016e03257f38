import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

/** The spec's question when a form with changes is closed (part 1: dirty-form guard), with Yes and No. */
export const UNSAVED_CHANGES_MESSAGE = 'There are unsaved changes. Are you sure you want to close?';
export const UNSAVED_CHANGES_TITLE = 'Discard unsaved changes?';

/**
 * Parts of a panel that hold edits of their own: a field that hands typed text on after a pause
 * (`flush` hands it on now), or text outside the form such as an unsent note (`hasChanges`).
 */
export interface UnsavedEditSource {
  flush?: () => void;
  hasChanges?: () => boolean;
}

export interface UnsavedEditRegistry {
  register: (source: UnsavedEditSource) => () => void;
  /** Hands every pending edit on, then says whether any source still holds changes of its own. */
  flushAll: () => boolean;
}

export function createUnsavedEditRegistry(): UnsavedEditRegistry {
  const sources = new Set<UnsavedEditSource>();
  return {
    register: (source) => {
      sources.add(source);
      return () => void sources.delete(source);
    },
    flushAll: () => {
      for (const source of sources) source.flush?.();
      return [...sources].some((source) => source.hasChanges?.() ?? false);
    },
  };
}

export const UnsavedEditContext = createContext<UnsavedEditRegistry | null>(null);

/** Registers a source of edits with the surrounding guarded panel (none: nothing happens). */
export function useUnsavedEditSource(source: UnsavedEditSource): void {
  const registry = useContext(UnsavedEditContext);
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  useEffect(
    () => registry?.register({ flush: () => latest.current.flush?.(), hasChanges: () => latest.current.hasChanges?.() ?? false }),
    [registry],
  );
}

/** Asks before in-app navigation leaves (or changes the URL of) a screen with changes. Needs a data router. */
function NavigationGuard({ hasChanges }: { hasChanges: () => boolean }) {
  const blocker = useBlocker(() => hasChanges());
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES_TITLE}
      message={UNSAVED_CHANGES_MESSAGE}
      focusCancel
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

export interface UnsavedChangesGuardOptions {
  /** Whether the panel or form is showing; a hidden one guards nothing. */
  active: boolean;
  /** Whether there are changes now (hand pending edits on first: see `UnsavedEditRegistry.flushAll`). */
  hasChanges: () => boolean;
  /** Throws the changes away and closes; afterwards `hasChanges` must answer false. */
  discard: () => void;
}

/**
 * The one guard against losing edits silently: `requestClose` (for Escape, the close buttons and a click
 * outside) asks first when there are changes; so do in-app navigation away and closing the browser tab.
 * Render `element` once beside the panel.
 */
export function useUnsavedChangesGuard({ active, hasChanges, discard }: UnsavedChangesGuardOptions): {
  requestClose: () => void;
  /** Runs `action` (e.g. the navigation after a save) without asking: nothing is lost by it. */
  withoutAsking: (action: () => void) => void;
  element: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const latest = useRef({ hasChanges, discard });
  useEffect(() => {
    latest.current = { hasChanges, discard };
  });
  // The close that follows the user's choice to discard (a URL change the router checks at once) is not asked about again.
  const discarding = useRef(false);
  const check = useCallback(() => !discarding.current && latest.current.hasChanges(), []);
  const withoutAsking = useCallback((action: () => void) => {
    discarding.current = true;
    try {
      action();
    } finally {
      discarding.current = false;
    }
  }, []);
  const discardAndClose = useCallback(() => withoutAsking(() => latest.current.discard()), [withoutAsking]);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check()) return;
      // Both: the standard way and the legacy one some browsers still need to show their prompt.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, check]);

  const requestClose = useCallback(() => {
    if (check()) setAsking(true);
    else discardAndClose();
  }, [check, discardAndClose]);

  // useBlocker only works under a data router (the app's); plain routers (some tests) get no navigation guard.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const element = (
    <>
      {active && dataRouter && <NavigationGuard hasChanges={check} />}
      <ConfirmDialog
        open={asking}
        title={UNSAVED_CHANGES_TITLE}
        message={UNSAVED_CHANGES_MESSAGE}
        focusCancel
        onConfirm={() => {
          setAsking(false);
          discardAndClose();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
  return { requestClose, withoutAsking, element };
}

/** A registry that lives as long as the component using it. */
export function useUnsavedEditRegistry(): UnsavedEditRegistry {
  return useMemo(() => createUnsavedEditRegistry(), []);
}
