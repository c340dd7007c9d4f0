import { layoutShiftsOf, observeLayoutShifts } from '../support/layout-shifts';
import { checkScreen } from '../support/screens';
import { expect, main, test } from '../support/test';

// Issue 29: the reader site as readers judge it, at a phone's 390 x 844 and a laptop's 1366 x 800.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

test.describe('discovering', () => {
  test('home on a phone: the first card on the first screen, then articles and the most discussed', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const firstCard = main(page).getByRole('list').first().getByRole('listitem').first();
    await expect(firstCard.getByRole('link')).toBeVisible();
    const box = await firstCard.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);

    const articles = main(page).getByRole('region', { name: 'Latest articles' });
    await expect(articles.getByRole('link', { name: 'Latest articles' })).toHaveAttribute(
      'href',
      '/articles/new?page=1',
    );
    await expect(articles.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/article\//,
    );
    const discussed = main(page).getByRole('region', { name: 'Most discussed this week' });
    await expect(
      discussed.getByRole('link').first().or(discussed.getByText('No comments this week yet.')),
    ).toBeVisible();
    await checkScreen(page, 'discovering-home-phone');
    await page.setViewportSize(LAPTOP);
    await checkScreen(page, 'discovering-home-laptop');
  });

  test('search suggestions show a poster, the year and the score; titles starting with the words first', async ({
    page,
  }) => {
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(main(page).getByRole('listitem').first()).toBeVisible();
      await page.keyboard.press('/');
      const input = page.getByRole('combobox', { name: 'Search' });
      await input.fill('the');
      const movies = page.getByRole('group', { name: 'Movies' });
      const first = movies.getByRole('option').first();
      await expect(first).toHaveText(/^The /);
      await expect(first.getByLabel(/^Score \d+ out of 100$/)).toBeVisible();
      await expect(first).toHaveText(/(19|20)\d\d/);
      const thumb = first.locator('img');
      await expect(thumb).toHaveAttribute('width', '40');
      await expect(thumb).toHaveAttribute('height', '60');
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await checkScreen(page, `discovering-suggestions-${viewport.width}`);
      await page.keyboard.press('Escape');
    }
  });

  test('leaderboard marks ties; stats tiles sit in two columns on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/leaderboard?type=all');
    const tied = main(page)
      .getByLabel(/^Rank \d+, tied$/)
      .first();
    await expect(tied).toHaveText(/^=\d+$/);
    await checkScreen(page, 'discovering-leaderboard-phone');

    await page.goto('/stats');
    const tiles = main(page).locator('dl').first().locator(':scope > div');
    await expect(tiles.first()).toBeVisible();
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    await expect(main(page).getByRole('img', { name: 'Bar chart of reviews per month' })).toBeVisible();
    await checkScreen(page, 'discovering-stats-phone');
    await page.setViewportSize(LAPTOP);
    await checkScreen(page, 'discovering-stats-laptop');
  });

  test('nothing moves once a page is shown: home, a review, stats and a short page', async ({ browser }) => {
    for (const viewport of [LAPTOP, PHONE]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await observeLayoutShifts(page);
      await page.goto('/');
      const review = await main(page)
        .getByRole('list')
        .first()
        .getByRole('link')
        .first()
        .getAttribute('href');
      expect(review).toMatch(/^\/review\//);
      for (const path of ['/', review!, '/stats', '/about']) {
        const shifts = await layoutShiftsOf(page, path);
        expect({ width: viewport.width, path, ...shifts }).toEqual({
          width: viewport.width,
          path,
          total: 0,
          moved: [],
        });
      }
      await context.close();
    }
  });
});
