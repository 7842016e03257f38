import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api.ts';

/** Any path the router does not know shows the 404 page; this one is used for "record not found". */
export const NOT_FOUND_PATH = '/notfound';

/**
 * Panels open from query parameters (`form=create`, `tenantId=...`), so a panel can be linked and
 * survives a reload. `setParams` changes only the named parameters and keeps the rest (the list's `search`).
 */
export function usePanelParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const get = useCallback((name: string) => searchParams.get(name) ?? undefined, [searchParams]);
  const setParams = useCallback(
    (changes: Record<string, string | null | undefined>) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      });
    },
    [setSearchParams],
  );
  return { get, setParams };
}

/** Sends the user to the not-found route when the record a panel asked for does not exist. */
export function useNotFoundRedirect(error: unknown): void {
  const navigate = useNavigate();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useEffect(() => {
    if (notFound) void navigate(NOT_FOUND_PATH, { replace: true });
  }, [notFound, navigate]);
}
