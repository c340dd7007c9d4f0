import { act, render, screen } from '@testing-library/react';
import { resolveTheme } from '@reviews/libs/rules';
import userEvent from '@testing-library/user-event';

import { ThemeSwitch } from '../app/layout/theme-switch';
import { useApplyTheme, useThemeStore } from './theme-store';

type Listener = () => void;

/** A device whose dark-mode setting the test can flip. */
function fakeDevice(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<Listener>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && dark;
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    setDark(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function Themed() {
  useApplyTheme();
  return <ThemeSwitch />;
}

beforeEach(() => {
  localStorage.clear();
  useThemeStore.setState({ preference: 'system' });
});

describe('theme', () => {
  it.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('preference %s with a dark device %s is %s', (preference, deviceDark, expected) => {
    expect(resolveTheme(preference, deviceDark)).toBe(expected);
  });

  it('follows the device under System and writes the effective theme on the body', () => {
    const device = fakeDevice(false);
    render(<Themed />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.body.dataset.theme).toBe('light');
    act(() => device.setDark(true));
    expect(document.body.dataset.theme).toBe('dark');
  });

  it('keeps a chosen theme in theme-preference-store whatever the device says', async () => {
    fakeDevice(true);
    render(<Themed />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.body.dataset.theme).toBe('light');
    expect(JSON.parse(localStorage.getItem('theme-preference-store') ?? '{}').state.preference).toBe('light');
  });
});
