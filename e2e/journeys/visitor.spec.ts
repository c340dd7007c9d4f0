import type { Locator } from '@playwright/test';

import { checkScreen } from '../support/screens';
import { expect, main, test } from '../support/test';

/** Lines the demo seed's members write under reviews (backend/src/demo/demo-data.ts). */
const DEMO_COMMENT_LINE =
  /final act is something else|score is a little generous|No regrets!|cinematography alone|middle stretch|Adding this to my list|Saw it twice|stayed with me for days/;

/** The scores of a list's rows, as the rows announce them ("Score 91 out of 100"). */
async function scores(list: Locator): Promise<number[]> {
  const snapshot = await list.ariaSnapshot();
  return [...snapshot.matchAll(/^\s*- '?link .*?Score (\d+) out of 100/gm)].map((match) => Number(match[1]));
}

test.describe('a visitor', () => {
  test('browses home, listings with sorting and paging, and a collection', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Reviews', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get casted' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: /^Announcement / })).toBeVisible();
    const recent = main(page).getByRole('listitem');
    await expect(recent.first()).toBeVisible();
    await checkScreen(page, 'home');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies' }).click();
    await expect(page).toHaveURL(/\/movie\/new$/);
    await expect(page.getByRole('heading', { name: 'Movies', level: 1 })).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'High Score' });
    await expect(page).toHaveURL(/\/movie\/high/);
    const list = main(page).getByRole('list').first();
    await expect(list.getByRole('link').first()).toHaveAccessibleName(/Score 95 out of 100/);
    const firstPage = await scores(list);
    expect(firstPage.length).toBeGreaterThan(1);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));
    await checkScreen(page, 'listing');

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    // Previous and Next are links to their pages (they page with scripts off), a disabled button
    // where there is no such page.
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', /page=1/);
    await expect(list.getByRole('link').first()).not.toHaveAccessibleName(/Score 95 out of 100/);
    const secondPage = await scores(list);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));

    // A page past the end is corrected to the last page the server answers.
    await page.goto('/movie/high?page=99');
    await expect(pagination.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');

    // The page input takes whole numbers from 1 to totalPages: others are brought into range as typed.
    const pageInput = pagination.getByRole('spinbutton', { name: 'Page' });
    await expect(pageInput).toHaveAttribute('min', '1');
    await expect(pageInput).toHaveAttribute('max', '2');
    await pageInput.fill('');
    await pageInput.pressSequentially('99');
    await expect(pageInput).toHaveValue('2');
    await expect(pageInput).toHaveAttribute('aria-invalid', 'false');
    await pageInput.fill('');
    await pageInput.pressSequentially('-5');
    await expect(pageInput).toHaveValue('1');
    await pageInput.press('Enter');
    await expect(page).toHaveURL(/\/movie\/high\?page=1$/);
    await expect(list.getByRole('link').first()).toHaveAccessibleName(/Score 95 out of 100/);
    await pageInput.fill('');
    await pageInput.pressSequentially('0');
    await expect(pageInput).toHaveValue('1');
    await pageInput.fill('');
    await pageInput.pressSequentially('7');
    await expect(pageInput).toHaveValue('2');
    await pageInput.press('Enter');
    await expect(page).toHaveURL(/\/movie\/high\?page=2$/);

    // The lowest scores' badges are as readable as the highest, in both themes.
    await page.goto('/movie/low');
    await expect(list.getByRole('link').first()).toHaveAccessibleName(/Score 1?\d out of 100/);
    await checkScreen(page, 'listing-low-scores');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
    await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('link')).toHaveCount(11);
    await checkScreen(page, 'collections');
    await main(page)
      .getByRole('link', { name: /^Must Watch/ })
      .click();
    await expect(page).toHaveURL(/\/collection\/must-watch\/new$/);
    await expect(page.getByRole('heading', { name: 'Must Watch', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /^Alien 1979/ })).toBeVisible();
    await checkScreen(page, 'collection');
  });

  test('reads a review with its comments, then searches from the keyboard', async ({ page }) => {
    await page.goto('/collection/must-watch/new');
    await main(page)
      .getByRole('link', { name: /^Alien 1979/ })
      .click();
    await expect(page).toHaveURL(/\/review\/alien$/);
    await expect(page.getByRole('heading', { name: 'Alien', level: 1 })).toBeVisible();
    await expect(page.getByText('Directed by Ridley Scott')).toBeVisible();
    const comments = page.getByRole('region', { name: /^Comments/ });
    // The demo seed's members have their say (which of its lines land here is the seed's choice).
    await expect(comments.getByText(DEMO_COMMENT_LINE).first()).toBeVisible();
    // Visitors read comments but get no comment form.
    await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
    await checkScreen(page, 'review');

    // `/` opens the overlay when no input has focus; typos are forgiven; arrows and Enter choose.
    await page.locator('body').press('/');
    const overlay = page.getByRole('dialog', { name: 'Search' });
    const input = overlay.getByRole('combobox');
    await expect(input).toBeFocused();
    await input.pressSequentially('dnue');
    const dune = overlay.getByRole('option', { name: /Dune: Part Two/ });
    await expect(dune).toBeVisible();
    await checkScreen(page, 'search-overlay');
    while ((await dune.getAttribute('aria-selected')) !== 'true') await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/review\/dune-part-two$/);
    await expect(page.getByRole('heading', { name: 'Dune: Part Two', level: 1 })).toBeVisible();
    await expect(overlay).toHaveCount(0);

    // Enter without a highlight goes to the full results. The pointer rests away from the list:
    // an option that appears under a still pointer is not chosen, one it moves over is.
    await page.mouse.move(0, 0);
    await page.locator('body').press('/');
    await expect(input).toBeFocused();
    await input.pressSequentially('severance');
    await expect(overlay.getByText(/View \d+ matching results/)).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=severance/);
    await expect(main(page).getByRole('link', { name: /Severance \(Season 1\)/ })).toBeVisible();
    await checkScreen(page, 'search');
  });

  test('opens a review straight from its address: code preloaded and fetched once, data inline', async ({
    page,
  }) => {
    await page.goto('/review/alien');
    await expect(page.getByRole('heading', { name: 'Alien', level: 1 })).toBeVisible();
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.replace(/\/$/, ''))
        .filter((path) => path === '/api/writeup' || path.startsWith('/assets/writeup-')),
    );
    // The server's preload is the only request for the code, and the writeup came in the page.
    expect(fetched.filter((path) => path === '/api/writeup')).toHaveLength(0);
    // The page's code (its route chunk and the writeup view it shares with the preview) once each.
    const chunks = fetched.filter((path) => path.startsWith('/assets/writeup-'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(new Set(chunks).size).toBe(chunks.length);
    const preloaded = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLLinkElement>(
          'head link[rel="preload"], head link[rel="modulepreload"]',
        ),
      ].map((link) => new URL(link.href).pathname),
    );
    expect(preloaded.some((path) => path.startsWith('/api/writeup'))).toBe(false);
    expect(preloaded.some((path) => path.startsWith('/assets/writeup-'))).toBe(true);
    await expect(page.locator('head script#page-reads')).toHaveCount(1);

    // The author's hover card, set up on the first hover, opens as the pointer moves on the link.
    const author = main(page).locator('article a[href^="/profile/"]').first();
    const name = (await author.textContent()) ?? '';
    await author.hover();
    const box = await author.boundingBox();
    const tooltip = page.getByRole('tooltip');
    for (let step = 0; step < 20 && !(await tooltip.isVisible()); step += 1) {
      await page.mouse.move((box?.x ?? 0) + 2 + step, (box?.y ?? 0) + 5);
      await page.waitForTimeout(100);
    }
    await expect(tooltip).toContainText(name);
    await expect(author).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? '');
  });

  test('sees the leaderboard, the stats, a random review and the not-found page', async ({ page }) => {
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
    await page.getByLabel('Show').selectOption({ label: 'Movies' });
    await expect(page).toHaveURL(/type=movie/);
    const board = main(page).getByRole('list').first().getByRole('link');
    await expect(board.first()).toHaveAccessibleName(/^Rank 1 Paddington 2 2017 Score 95/);
    await expect(main(page).getByRole('link', { name: /Succession/ })).toHaveCount(0);
    await checkScreen(page, 'leaderboard');

    await page.goto('/stats');
    await expect(page.getByRole('heading', { name: 'Site statistics', level: 1 })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Best rated\b/ })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Morbius' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Bar chart of reviews per month' })).toBeVisible();
    await checkScreen(page, 'stats');

    await page.goto('/random');
    await expect(page).toHaveURL(/\/review\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
    await expect(page.getByText('Oops! The droids you’re looking could not be found.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'logging in' })).toHaveAttribute('href', '/login');
    await expect(main(page).getByRole('listitem').first()).toBeVisible();
    await checkScreen(page, 'not-found');
  });
});
