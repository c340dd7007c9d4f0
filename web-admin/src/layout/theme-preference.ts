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

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  media.addEventListener('change', onChange);
  // The reader site in another tab may change the preference.
  window.addEventListener('storage', onChange);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

function currentTheme(): EffectiveTheme {
  const preference = readThemePreference(window.localStorage.getItem(STORE_NAMES.theme));
  return resolveTheme(preference, window.matchMedia(DARK_SCHEME_QUERY).matches);
}

/** The effective theme, kept in step with the device and the stored preference, mirrored on `<body data-theme>`. */
export function useEffectiveTheme(): EffectiveTheme {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
  useEffect(() => {
    document.body.dataset.theme = theme;
  }, [theme]);
  return theme;
}
