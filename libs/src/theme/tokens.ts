import type { EffectiveTheme } from '../rules/theme.js';

/**
 * The site's look, in both themes: the reader site writes these as CSS custom properties
 * (`--color-bg`, ...: tokens-css.ts) and the console builds its MUI theme from the same values,
 * so both wear one identity.
 */
export interface ThemeColours {
  bg: string;
  surface: string;
  surfaceRaised: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  accent: string;
  accentStrong: string;
  onAccent: string;
  focus: string;
  heroFrom: string;
  heroTo: string;
  errorBg: string;
  error: string;
  successBg: string;
  success: string;
}

export const THEME_COLOURS: Readonly<Record<EffectiveTheme, Readonly<ThemeColours>>> = {
  light: {
    bg: '#f7f5f0',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceMuted: '#efebe3',
    text: '#1c1b19',
    textMuted: '#5e5a52',
    border: '#ddd7cb',
    accent: '#b4471d',
    accentStrong: '#8f3613',
    onAccent: '#ffffff',
    focus: '#1d63c9',
    heroFrom: '#2a1a12',
    heroTo: '#6b2a12',
    errorBg: '#fde8e8',
    error: '#9b1c1c',
    successBg: '#e3f6ea',
    success: '#1b5e35',
  },
  dark: {
    bg: '#111214',
    surface: '#1a1c1f',
    surfaceRaised: '#222529',
    surfaceMuted: '#26292e',
    text: '#ecebe8',
    textMuted: '#a9a6a0',
    border: '#33363c',
    accent: '#f0a14a',
    accentStrong: '#ffbb6b',
    onAccent: '#1a1208',
    focus: '#7fb2ff',
    heroFrom: '#1c1410',
    heroTo: '#4a1f0c',
    errorBg: '#3b1a1a',
    error: '#ffb4b4',
    successBg: '#15301f',
    success: '#a8e6bd',
  },
};

/** Cards and raised panels, per theme (deeper on dark, where a light shadow would not show). */
export const THEME_SHADOWS: Readonly<Record<EffectiveTheme, string>> = {
  light: '0 1px 2px rgb(0 0 0 / 6%), 0 4px 16px rgb(0 0 0 / 6%)',
  dark: '0 1px 2px rgb(0 0 0 / 40%), 0 6px 20px rgb(0 0 0 / 35%)',
};

export const THEME_FONTS = {
  sans: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  /** Page titles and headings. */
  display: "'Georgia', 'Times New Roman', serif",
} as const;
