import type { ThemePreference } from '../constants.js';

export type EffectiveTheme = 'light' | 'dark';

/** The media query of a device set to a dark colour scheme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Spec §4: system follows the device's dark-colour-scheme setting; otherwise the choice itself. */
export function resolveTheme(preference: ThemePreference, deviceDark: boolean): EffectiveTheme {
  if (preference === 'system') return deviceDark ? 'dark' : 'light';
  return preference;
}
