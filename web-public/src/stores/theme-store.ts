import { STORE_NAMES, type ThemePreference } from '@reviews/libs/constants';
import { DARK_SCHEME_QUERY, type EffectiveTheme, resolveTheme } from '@reviews/libs/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      preference: 'system',
      setPreference: (preference) => set({ preference }),
    }),
    {
      name: STORE_NAMES.theme,
      storage: createJSONStorage(() => localStorage),
      // Restored after the page takes over the server's HTML (providers.tsx), as the user is.
      skipHydration: true,
    },
  ),
);

function subscribeToDevice(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function deviceIsDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

function useEffectiveTheme(): EffectiveTheme {
  const preference = useThemeStore((state) => state.preference);
  const deviceDark = useSyncExternalStore(subscribeToDevice, deviceIsDark, () => false);
  return resolveTheme(preference, deviceDark);
}

/** Writes the effective theme to `<body data-theme>` and keeps it in step with the device. */
export function useApplyTheme(): void {
  const theme = useEffectiveTheme();
  useEffect(() => {
    document.body.dataset.theme = theme;
  }, [theme]);
}
