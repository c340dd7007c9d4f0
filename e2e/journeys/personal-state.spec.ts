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
  // The review opens in a tab of its own (the same session): the calls counted are its own, not
  // those the page signing in led back to may still be making.
  const reader = await page.context().newPage();

  const personal: URL[] = [];
  reader.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/me/')) personal.push(url);
  });

  await reader.goto('/review/alien');
  await expect(reader.getByRole('button', { name: 'Watchlist: Alien' })).toBeVisible();
  await expect(reader.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect(reader.getByRole('button', { name: /^Like Alien, / })).toBeVisible();
  // A page load: one personal call, carrying the user, the unread count and the whole page's
  // state (the writeup, its thread and the members' reviews shown with it).
  await reader.waitForLoadState('networkidle');
  expect(personal.map((url) => url.pathname)).toEqual(['/api/me/page']);
  const alien = personal[0];
  expect(alien.searchParams.get('thread')).toBeTruthy();
  expect(alien.searchParams.get('writeups')).toBe(alien.searchParams.get('thread'));
  const beforeNavigation = personal.length;

  // Following a card to another writeup inside the site: one more personal call, for that one.
  const next = reader.locator('.read-next .writeup-card__link').first();
  await next.click();
  await expect(reader).not.toHaveURL(/\/review\/alien$/);
  await expect(reader.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect.poll(() => personal.length).toBe(beforeNavigation + 1);
  expect(personal.at(-1)?.pathname).toBe('/api/me/state');
  expect(personal.at(-1)?.searchParams.get('thread')).toBeTruthy();
  expect(personal.at(-1)?.searchParams.get('thread')).not.toBe(alien.searchParams.get('thread'));
});
