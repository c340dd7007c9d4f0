import { STORE_NAMES, THEME_PREFERENCES, type ThemePreference } from '@reviews/libs/constants';
import { DARK_SCHEME_QUERY, type EffectiveTheme, resolveTheme } from '@reviews/libs/rules';
import { useEffect, useSyncExternalStore } from 'react';

function isPreference(value: unknown): value is ThemePreference {
  return (THEME_PREFERENCES as readonly unknown[]).includes(value);
}

/**
 * The reader site's choice from `theme-preference-store`: its persisted store
 * (`{"state":{"preference":"dark"},...}`), or a plain `"dark"` / `dark`; anything else is system.
 */
export function readThemePreference(raw: string | null): ThemePreference {
  if (raw === null) return 'system';
  if (isPreference(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isPreference(parsed)) return parsed;
    const record = parsed as { preference?: unknown; state?: { preference?: unknown } } | null;
    const preference = record?.state?.preference ?? record?.preference;
    return isPreference(preference) ? preference : 'system';
  } catch {
    return 'system';
  }
}

/** Changes made in this tab; the `storage` event only reports those of other tabs. */
const localListeners = new Set<() => void>();

/**
 * Stores a choice where the reader site keeps it, in the shape of its persisted store (zustand's
 * `persist`), so the site follows a choice made in the console and the other way round.
 */
export function writeThemePreference(preference: ThemePreference): void {
  window.localStorage.setItem(STORE_NAMES.theme, JSON.stringify({ state: { preference }, version: 0 }));
  for (const listener of localListeners) listener();
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  media.addEventListener('change', onChange);
  // The reader site in another tab may change the preference.
  window.addEventListener('storage', onChange);
  localListeners.add(onChange);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
    localListeners.delete(onChange);
  };
}

const storedPreference = () => readThemePreference(window.localStorage.getItem(STORE_NAMES.theme));

function currentTheme(): EffectiveTheme {
  return resolveTheme(storedPreference(), window.matchMedia(DARK_SCHEME_QUERY).matches);
}

/** The stored choice: light, dark or system. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, storedPreference, () => 'system' as const);
}

/** The effective theme, kept in step with the device and the stored preference, mirrored on `<body data-theme>`. */
export function useEffectiveTheme(): EffectiveTheme {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
  useEffect(() => {
    document.body.dataset.theme = theme;
  }, [theme]);
  return theme;
}
