import { STORE_NAMES } from '@reviews/libs/constants';
import { THEME_COLOURS } from '@reviews/libs/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ok, stubApi } from '../test/api-stub';
import { admin, config } from '../test/fixtures';
import { renderConsole } from '../test/render-console';

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 0xff}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
}

function openConsole() {
  stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    'GET /api/writeup/drafts': ok({ writeups: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 }),
  });
  renderConsole('/post/review');
}

const storedPreference = () =>
  (
    JSON.parse(localStorage.getItem(STORE_NAMES.theme) ?? 'null') as {
      state?: { preference?: string };
    } | null
  )?.state?.preference;

beforeEach(() => localStorage.clear());

describe('the console theme', () => {
  it("follows the reader site's stored choice, in the site's own colours", async () => {
    localStorage.setItem(STORE_NAMES.theme, JSON.stringify({ state: { preference: 'dark' }, version: 0 }));
    openConsole();
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(THEME_COLOURS.dark.bg));
  });

  it('switches theme from the app bar and stores the choice where the reader site reads it', async () => {
    openConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: System' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-theme', 'dark'));
    expect(storedPreference()).toBe('dark');
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(THEME_COLOURS.dark.bg));

    await userEvent.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-theme', 'light'));
    expect(storedPreference()).toBe('light');
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(THEME_COLOURS.light.bg));
  });

  it('follows the device while the choice is system', async () => {
    const deviceSetting = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...deviceSetting(query), matches: query.includes('dark') });
    try {
      openConsole();
      expect(await screen.findByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
      expect(document.body).toHaveAttribute('data-theme', 'dark');
    } finally {
      window.matchMedia = deviceSetting;
    }
  });
});
