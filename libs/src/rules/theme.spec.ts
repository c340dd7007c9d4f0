import { resolveTheme } from './theme.js';

describe('resolveTheme', () => {
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with a dark device %s is %s', (preference, deviceDark, theme) => {
    expect(resolveTheme(preference, deviceDark)).toBe(theme);
  });
});
