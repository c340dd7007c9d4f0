import { readThemePreference, resolveTheme } from './theme-preference';

describe('readThemePreference', () => {
  it.each([
    [null, 'system'],
    ['{"state":{"preference":"dark"},"version":0}', 'dark'],
    ['{"preference":"light"}', 'light'],
    ['"dark"', 'dark'],
    ['light', 'light'],
    ['{"state":{"preference":"purple"}}', 'system'],
    ['not json', 'system'],
  ])('reads %s as %s', (raw, preference) => {
    expect(readThemePreference(raw)).toBe(preference);
  });
});

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
