import type { EffectiveTheme } from '@reviews/libs/rules';
import { THEME_COLOURS, THEME_FONTS, THEME_SHADOWS } from '@reviews/libs/theme';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** 24 px at least for every control (WCAG 2.2 target size), small ones included. */
const MIN_TARGET = 24;

/**
 * The console in the reader site's colours and type (libs/src/theme): its surfaces, its accent for
 * actions and links, its serif for headings, its focus ring; the app bar a surface like the site's
 * navigation bar.
 */
function consoleTheme(mode: EffectiveTheme): RaThemeOptions {
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const colours = THEME_COLOURS[mode];
  const accent = { main: colours.accent, dark: colours.accentStrong, contrastText: colours.onAccent };
  const heading = { fontFamily: THEME_FONTS.display, fontWeight: 700 };
  return {
    ...base,
    palette: {
      ...base.palette,
      mode,
      primary: accent,
      secondary: accent,
      background: { default: colours.bg, paper: colours.surface },
      text: { primary: colours.text, secondary: colours.textMuted },
      divider: colours.border,
      error: { main: colours.error },
      success: { main: colours.success },
      // MUI's own info blue is 3.9:1 on white (a "Scheduled" chip, issue 41); the focus blue is
      // over 4.5:1 on the surfaces of both themes.
      info: { main: colours.focus },
    },
    typography: {
      fontFamily: THEME_FONTS.sans,
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
    },
    components: {
      ...base.components,
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: colours.bg, color: colours.text },
          ':focus-visible': { outline: `2px solid ${colours.focus}`, outlineOffset: 2 },
          a: { color: colours.accent },
        },
      },
      MuiAppBar: {
        styleOverrides: {
          root: {
            backgroundColor: colours.surface,
            backgroundImage: 'none',
            color: colours.text,
            borderBottom: `1px solid ${colours.border}`,
            boxShadow: 'none',
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { styleOverrides: { root: { boxShadow: THEME_SHADOWS[mode] } } },
      RaToolbar: { styleOverrides: { root: { backgroundColor: colours.surfaceMuted } } },
      MuiButtonBase: { styleOverrides: { root: { minHeight: MIN_TARGET, minWidth: MIN_TARGET } } },
      // A focused field's label sits on the filled input's darker hover tint, where the accent
      // falls short of 4.5:1 in the light theme; the stronger accent keeps it readable.
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: colours.accentStrong } } } },
    },
  };
}

export const consoleLightTheme = consoleTheme('light');
export const consoleDarkTheme = consoleTheme('dark');
