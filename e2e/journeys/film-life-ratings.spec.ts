import type { Page } from '@playwright/test';

import { checkScreen } from '../support/screens';
import { expect, test } from '../support/test';
import { unique } from '../support/unique';

// product.md §13 in the browser: a member rates a review with the stars, puts it on the
// watchlist, finds it on the Watchlist page and marks it watched.

async function newMember(page: Page): Promise<void> {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email', { exact: true }).fill(`${unique('film-life-')}@e2e.local`);
  await form.getByLabel('Password').fill('member-password-1');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test('a member rates a review, adds it to the watchlist and marks it watched there', async ({ page }) => {
  await newMember(page);
  await page.goto('/review/alien');
  const audience = page.getByRole('region', { name: 'Audience' });
  // The demo's members rated it: the audience score and its histogram show beside the critic's.
  await expect(audience.getByText(/^Audience score \d+ out of 100 from \d+ ratings$/)).toBeAttached();
  await expect(audience.getByRole('list', { name: 'Audience ratings' })).toBeVisible();

  const stars = audience.getByRole('group', { name: /^Your rating/ });
  await expect(stars).toHaveAccessibleName('Your rating: not rated');
  await stars.getByRole('radio', { name: '3 stars' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(stars).toHaveAccessibleName('Your rating: 3.5 stars');
  await expect(stars.getByRole('radio', { name: '3.5 stars' })).toBeChecked();

  const watchlist = page.getByRole('button', { name: 'Watchlist: Alien' });
  await expect(watchlist).toHaveAttribute('aria-pressed', 'false');
  await watchlist.click();
  await expect(watchlist).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(page, 'film-life-writeup');

  // Mine alone, and kept: a reload asks GET /api/me/state again.
  await page.reload();
  await expect(page.getByRole('group', { name: /^Your rating/ })).toHaveAccessibleName(
    'Your rating: 3.5 stars',
  );
  await expect(page.getByRole('button', { name: 'Watchlist: Alien' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watchlist' }).click();
  await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
  const toWatch = page.getByRole('tabpanel', { name: 'To watch' });
  await expect(toWatch.getByRole('link', { name: /Alien/ })).toBeVisible();
  await checkScreen(page, 'film-life-watchlist');
  await toWatch.getByRole('button', { name: 'Watched: Alien' }).click();
  await expect(toWatch.getByRole('link', { name: /Alien/ })).toBeHidden();

  await page.getByRole('tab', { name: 'Watched' }).click();
  const watched = page.getByRole('tabpanel', { name: 'Watched' });
  await expect(watched.getByRole('link', { name: /Alien/ })).toBeVisible();
  await expect(watched.getByRole('button', { name: 'Watched: Alien' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkScreen(page, 'film-life-watched');
});
