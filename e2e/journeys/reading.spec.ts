import type { Page } from '@playwright/test';

import { checkScreen } from '../support/screens';
import { expect, main, test } from '../support/test';
import { unique } from '../support/unique';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** Axe in both themes at a phone's width and a laptop's. */
async function checkBothSizes(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await checkScreen(page, `${name}-390`);
  await page.setViewportSize(LAPTOP);
  await checkScreen(page, `${name}-1366`);
}

/**
 * How many times the title shows on the first screen: visible text that is the title, and
 * visible images named after it.
 */
function titlesAboveTheFold(page: Page, title: string): Promise<number> {
  return page.evaluate((wanted) => {
    const onFirstScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.top < window.innerHeight &&
        box.bottom > 0 &&
        style.visibility !== 'hidden'
      );
    };
    const texts = [...document.querySelectorAll('main *')].filter(
      (element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === wanted,
        ) && onFirstScreen(element),
    );
    const images = [...document.querySelectorAll('main img')].filter(
      (image) => (image.getAttribute('alt') ?? '').includes(wanted) && onFirstScreen(image),
    );
    return texts.length + images.length;
  }, title);
}

test('a reader on a phone sees a review’s title once, shares it by its link and finds more by its author', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // Desktop Chromium may or may not offer a share sheet: without one, the link is copied.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined }),
  );
  const page = await context.newPage();

  const response = await page.goto('/review/alien');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Alien', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Alien poster' })).toBeHidden();
  expect(await titlesAboveTheFold(page, 'Alien')).toBe(1);

  const genres = page.getByRole('list', { name: 'Genres' });
  await expect(genres.getByRole('link', { name: 'Sci-Fi' })).toHaveAttribute('href', '/search?query=Sci-Fi');

  await main(page).getByRole('button', { name: 'Share' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/review/alien`);

  const more = page.getByRole('region', { name: /^More by / });
  await expect(more.getByRole('listitem').first()).toBeVisible();
  const related = page.getByRole('region', { name: 'Related' });
  await expect(related.getByRole('listitem').first()).toBeVisible();
  await checkBothSizes(page, 'review-read-next');

  // On a laptop the poster is back beside the card.
  await expect(page.getByRole('img', { name: 'Alien poster' })).toBeVisible();
  await more.getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/review\/alien$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('an address that names nothing answers 404 with the not-found page, a search and a way home', async ({
  page,
}) => {
  for (const path of ['/review/no-such-film', '/no/such/page', `/profile/${unique('nobody-')}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
  }
  await expect(main(page).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await expect(main(page).getByRole('listitem').first()).toBeVisible();
  await checkBothSizes(page, 'not-found');

  const search = main(page).getByRole('search');
  await search.getByRole('searchbox', { name: 'Search the site' }).fill('alien');
  await search.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?query=alien$/);
  await expect(
    main(page)
      .getByRole('link', { name: /^Alien/ })
      .first(),
  ).toBeVisible();
});

test('a newcomer is welcomed by their generated username, and a forgotten password leads to “check your inbox”', async ({
  page,
}) => {
  const email = `${unique('welcome-')}@e2e.local`;
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password').fill('welcome-password-1');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const welcome = page.getByRole('complementary', { name: /^Welcome to Reviews, / });
  await expect(welcome).toBeVisible();
  const username = ((await welcome.getByRole('heading').textContent()) ?? '').replace(
    /^Welcome to Reviews, |!$/g,
    '',
  );
  expect(username).toMatch(/^[a-z]+-[a-z]+-\d+$/);
  await expect(welcome).toContainText(`We picked the username ${username} for you.`);
  await expect(welcome).toContainText(`We sent a link to ${email}: open it to confirm your address.`);
  await checkBothSizes(page, 'welcome');
  await welcome.getByRole('link', { name: 'Finish your profile in settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Username')).toHaveValue(username);
  await expect(page.getByRole('complementary', { name: /^Welcome to / })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/forgot-password');
  const request = page.getByRole('form', { name: 'Forgot password' });
  await request.getByLabel('Email').fill(email);
  await request.getByRole('button', { name: 'Send link' }).click();
  const inbox = page.getByRole('region', { name: 'Check your inbox' });
  await expect(inbox.getByRole('status')).toContainText(email);
  await expect(request).toHaveCount(0);
  await expect(inbox.getByRole('button', { name: 'Send again' })).toBeDisabled();
  await expect(inbox).toContainText(/You can send again in 0:\d\d|You can send again in 1:00/);
  await checkBothSizes(page, 'check-inbox');
  await inbox.getByRole('button', { name: 'Use another address' }).click();
  await expect(page.getByRole('form', { name: 'Forgot password' })).toBeVisible();
});

test('collections show what they hold, and a member’s profile what they said', async ({ page }) => {
  await page.goto('/collections');
  const cards = page.getByRole('list', { name: 'Collections' });
  await expect(cards.getByRole('link', { name: /^Must Watch/ })).toContainText(/\d+ writeups?/);
  await checkBothSizes(page, 'collections-counts');

  await page.goto('/profile/popcorn-pete');
  const recent = page.getByRole('region', { name: 'Recent comments' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await checkBothSizes(page, 'profile-comments');
});
