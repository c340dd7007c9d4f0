import { themeTokensCss } from '@reviews/libs/theme';

/** What the plugin needs of Vite's plugin type (vite is installed per workspace, not here). */
interface HtmlTag {
  tag: string;
  children: string;
  injectTo: 'head';
}

/**
 * The site's colours and fonts (libs/src/theme) as CSS custom properties, written into the page's
 * `<head>` so they apply before any stylesheet or script loads: one source for the reader site's
 * CSS and the console's MUI theme.
 */
export function themeTokens() {
  return {
    name: 'theme-tokens',
    transformIndexHtml: (): HtmlTag[] => [{ tag: 'style', children: themeTokensCss(), injectTo: 'head' }],
  };
}
