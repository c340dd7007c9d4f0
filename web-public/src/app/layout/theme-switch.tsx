import { THEME_PREFERENCES, type ThemePreference } from '@reviews/libs/constants';

import { useThemeStore } from '../../stores/theme-store';

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ORDER: ThemePreference[] = ['light', 'dark', 'system'];

export function ThemeSwitch() {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  return (
    <fieldset className="theme-switch">
      <legend>Theme</legend>
      {ORDER.filter((option) => THEME_PREFERENCES.includes(option)).map((option) => (
        <label key={option} className="theme-switch__option">
          <input
            type="radio"
            name="theme"
            value={option}
            checked={preference === option}
            onChange={() => setPreference(option)}
          />
          <span>{LABELS[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
