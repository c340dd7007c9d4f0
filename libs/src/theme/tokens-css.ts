import type { EffectiveTheme } from '../rules/theme.js';
import { THEME_COLOURS, THEME_FONTS, THEME_SHADOWS } from './tokens.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(theme: EffectiveTheme): string {
  const colours = Object.entries(THEME_COLOURS[theme]).map(
    ([name, value]) => `  --color-${kebab(name)}: ${value};`,
  );
  return [...colours, `  --shadow: ${THEME_SHADOWS[theme]};`, `  color-scheme: ${theme};`].join('\n');
}

/**
 * The tokens as CSS custom properties on `<body>`, chosen by its `data-theme` (light when unset),
 * and the fonts on `:root`: the reader site's stylesheet reads `var(--color-accent)` and so on.
 */
export function themeTokensCss(): string {
  return [
    `:root {\n  --font-sans: ${THEME_FONTS.sans};\n  --font-display: ${THEME_FONTS.display};\n}`,
    `body,\nbody[data-theme='light'] {\n${declarations('light')}\n}`,
    `body[data-theme='dark'] {\n${declarations('dark')}\n}`,
  ].join('\n');
}
