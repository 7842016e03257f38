import { useCallback, useSyncExternalStore } from 'react';

/**
 * Settings kept per browser, each under its own localStorage key (part 1 §3). The intake panel reads
 * the intake flags once when it mounts, which is why the Settings panel says a refresh is needed.
 */
export const settingKeys = {
  themeMode: 'portal.themeMode',
  disableDrafts: 'portal.intake.disableDrafts',
  sortTenantsByFavorites: 'portal.intake.sortTenantsByFavorites',
  hideTitleField: 'portal.intake.hideTitleField',
} as const;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** For useSyncExternalStore: calls back when any setting changes, in this tab or another. */
export const subscribeToSettings = subscribe;

export function readSetting(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSetting(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be full or blocked (private mode); the setting then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** A boolean setting stored as 'true'/'false'; updates every component that reads it. */
export function useBooleanSetting(key: string, fallback = false): [boolean, (value: boolean) => void] {
  const raw = useSyncExternalStore(subscribe, () => readSetting(key), () => null);
  const value = raw === null ? fallback : raw === 'true';
  const set = useCallback((next: boolean) => writeSetting(key, String(next)), [key]);
  return [value, set];
}

/** Reads a boolean setting once, outside React (the intake panel uses this on mount). */
export function readBooleanSetting(key: string, fallback = false): boolean {
  const raw = readSetting(key);
  return raw === null ? fallback : raw === 'true';
}

export type ThemeMode = 'light' | 'dark';
/** What the person chose: a mode, or whatever the operating system prefers (the default). */
export type ThemePreference = ThemeMode | 'system';

/** The Appearance choice as stored; no choice yet means 'system'. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const raw = useSyncExternalStore(subscribe, () => readSetting(settingKeys.themeMode), () => null);
  const preference: ThemePreference = raw === 'dark' || raw === 'light' ? raw : 'system';
  const set = useCallback((next: ThemePreference) => writeSetting(settingKeys.themeMode, next === 'system' ? null : next), []);
  return [preference, set];
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(listener: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** The mode to show: the person's choice, or the system's preference, followed live as it changes. */
export function useThemeMode(): ThemeMode {
  const [preference] = useThemePreference();
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, () => window.matchMedia?.(DARK_QUERY).matches ?? false, () => false);
  if (preference !== 'system') return preference;
  return systemDark ? 'dark' : 'light';
}
