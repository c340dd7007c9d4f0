import { DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/test';

// Issue 24 (product.md §7): a member's page view asks what is theirs in one personal call,
// GET /api/me/state, beside the public reads the shared cache answers.

test("a member's review page asks one personal call, and a navigation to another review one more", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill('popcorn-pete');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The page signing in led back to has made its own calls: count from the review on.
  await page.waitForLoadState('networkidle');

  const personal: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/me/')) personal.push(url);
  });

  await page.goto('/review/alien');
  await expect(page.getByRole('button', { name: 'Watchlist: Alien' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like Alien, / })).toBeVisible();
  // A page load: one personal call, carrying the user, the unread count and the whole page's
  // state (the writeup, its thread and the members' reviews shown with it).
  await page.waitForLoadState('networkidle');
  expect(personal.map((url) => url.pathname)).toEqual(['/api/me/page']);
  const alien = personal[0];
  expect(alien.searchParams.get('thread')).toBeTruthy();
  expect(alien.searchParams.get('writeups')).toBe(alien.searchParams.get('thread'));
  const beforeNavigation = personal.length;

  // Following a card to another writeup inside the site: one more personal call, for that one.
  const next = page.locator('.read-next .writeup-card__link').first();
  await next.click();
  await expect(page).not.toHaveURL(/\/review\/alien$/);
  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect.poll(() => personal.length).toBe(beforeNavigation + 1);
  expect(personal.at(-1)?.pathname).toBe('/api/me/state');
  expect(personal.at(-1)?.searchParams.get('thread')).toBeTruthy();
  expect(personal.at(-1)?.searchParams.get('thread')).not.toBe(alien.searchParams.get('thread'));
});
