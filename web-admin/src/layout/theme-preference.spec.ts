import { readThemePreference } from './theme-preference';

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
