import { AA_TEXT_CONTRAST, contrastRatio } from '../rules/contrast.js';
import { THEME_COLOURS } from './tokens.js';
import { themeTokensCss } from './tokens-css.js';

describe('THEME_COLOURS', () => {
  // Text and the colours drawn on each surface both frontends use: WCAG 2.2 AA in both themes.
  const pairs = [
    ['text', 'bg'],
    ['text', 'surface'],
    ['text', 'surfaceRaised'],
    ['text', 'surfaceMuted'],
    ['textMuted', 'bg'],
    ['textMuted', 'surface'],
    ['accent', 'bg'],
    ['accent', 'surface'],
    ['onAccent', 'accent'],
    ['error', 'errorBg'],
    ['error', 'surface'],
    ['success', 'successBg'],
  ] as const;

  it.each((['light', 'dark'] as const).flatMap((theme) => pairs.map((pair) => [theme, ...pair] as const)))(
    'in the %s theme, %s on %s reads at AA',
    (theme, text, background) => {
      const colours = THEME_COLOURS[theme];
      expect(contrastRatio(colours[text], colours[background])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );
});

describe('themeTokensCss', () => {
  it('declares every colour of both themes under its CSS name', () => {
    const css = themeTokensCss();
    expect(css).toContain("body[data-theme='dark'] {");
    expect(css).toContain('--color-surface-raised: #ffffff;');
    expect(css).toContain('--color-on-accent: #1a1208;');
    expect(css).toContain('--font-display:');
    expect(css.match(/--color-[a-z-]+:/g)).toHaveLength(2 * Object.keys(THEME_COLOURS.light).length);
  });
});
