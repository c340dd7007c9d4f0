import type { Browser, Page } from '@playwright/test';

import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { expect, signIn, test } from '../support/test';

/**
 * product.md §14: reader pages arrive as HTML that shows their content, readable with scripts off,
 * and the scripts take them over without a hydration error for visitors, members and staff, in
 * both themes and in any time zone.
 */
const PAGES = ['/', '/review/alien', '/movie/new', '/profile/reel-critic', '/stats', '/search?query=dune'];
const MEMBER = { login: 'popcorn-pete@demo.local', password: DEMO_PASSWORD };

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a review shows its text and comments; a listing its rows and a working link to page 2', async ({
    page,
  }) => {
    await page.goto('/review/alien');
    await expect(page.getByRole('heading', { level: 1, name: /Alien/ })).toBeVisible();
    await expect(page.locator('.writeup__content')).toContainText(/\w{4,}/);
    const comments = page.getByRole('region', { name: /Comments/ });
    await expect(comments).toBeVisible();
    await expect(comments.getByRole('listitem').first()).toContainText(/\w{4,}/);

    await page.goto('/movie/new');
    const firstRow = page.getByRole('main').getByRole('listitem').first();
    await expect(firstRow.getByRole('link').first()).toBeVisible();
    const firstOnPageOne = await firstRow.getByRole('link').first().textContent();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/movie\/new\?page=2$/);
    const firstOnPageTwo = page.getByRole('main').getByRole('listitem').first().getByRole('link').first();
    await expect(firstOnPageTwo).toBeVisible();
    expect(await firstOnPageTwo.textContent()).not.toBe(firstOnPageOne);
  });

  test('a profile shows its bio and writeups; the stats their figures; a search its results', async ({
    page,
  }) => {
    await page.goto('/profile/reel-critic');
    await expect(page.getByRole('heading', { level: 1, name: 'reel-critic' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Watches too many films');
    await expect(page.getByRole('main').getByRole('link', { name: 'Alien' }).first()).toBeVisible();

    await page.goto('/stats');
    // The figures (the charts come with the scripts).
    await expect(page.getByRole('main')).toContainText(/Reviews\s*\d+/);

    await page.goto('/search?query=dune');
    await expect(page.getByRole('main').getByRole('link', { name: /Dune/ }).first()).toBeVisible();
  });

  test("members' lists, a list, a diary and an entry show their content, their links leading on", async ({
    page,
  }) => {
    await page.goto('/lists');
    await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
    await page.getByRole('link', { name: 'My all-time top five' }).first().click();
    await expect(page).toHaveURL(/\/list\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My all-time top five' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Paddington 2');

    await page.goto('/profile/popcorn-pete/diary');
    await expect(page.getByRole('heading', { level: 1, name: /popcorn-pete.s diary/ })).toBeVisible();
    const entry = page.getByRole('main').locator('a[href^="/log/"]').first();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/\/log\/[0-9a-f-]{36}$/);
    // Titled as libs' logTitle says: a review, or what was watched.
    await expect(
      page.getByRole('heading', { level: 1, name: /^popcorn-pete(.s review of| watched| rewatched) / }),
    ).toBeVisible();
  });

  test('an unknown address and an unknown review show the not-found page, with 404', async ({ page }) => {
    for (const path of ['/no/such/page', '/review/no-such-film']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    }
    await page.getByLabel('Search the site').fill('dune');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?query=dune$/);
    await expect(page.getByRole('main').getByRole('link', { name: /Dune/ }).first()).toBeVisible();
  });
});

test('a hydration mismatch is reported to the server', async ({ page }) => {
  // The page's HTML altered on its way, so the scripts find something else than they render.
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<h1([^>]*)>[^<]*<\/h1>/,
      '<h1$1>Not what the scripts render</h1>',
    );
    await route.fulfill({ response, body: html });
  });
  page.on('console', () => undefined);
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/hydration-error',
  );
  await page.goto('/about');
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({ path: '/about', message: expect.any(String) });
  expect((await request.response())?.status()).toBe(204);
});

/** Opens each page and collects what the console reports about hydration. */
async function hydrationErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  return errors;
}

async function asReader(
  browser: Browser,
  baseURL: string | undefined,
  timezoneId: string,
  who: 'visitor' | 'member' | 'admin',
  dark: boolean,
) {
  const context = await browser.newContext({ baseURL, timezoneId, colorScheme: dark ? 'dark' : 'light' });
  const page = await context.newPage();
  if (who === 'member') await signIn(page, MEMBER.login, MEMBER.password);
  if (who === 'admin') await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  if (dark) {
    await page.goto('/');
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
  }
  return { context, page };
}

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  for (const who of ['visitor', 'member', 'admin'] as const) {
    for (const dark of [false, true]) {
      test(`${who} in ${timezoneId}, ${dark ? 'dark' : 'light'} theme: no hydration error`, async ({
        browser,
        baseURL,
      }) => {
        test.slow();
        const { context, page } = await asReader(browser, baseURL, timezoneId, who, dark);
        expect(await hydrationErrors(page)).toEqual([]);
        await context.close();
      });
    }
  }
}
