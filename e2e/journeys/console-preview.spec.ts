import type { Frame, Page } from '@playwright/test';

import { expectAccessible } from '../support/accessibility';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { checkScreen } from '../support/screens';
import { expect, signIn, test } from '../support/test';
import { unique } from '../support/unique';

const THEMES = ['light', 'dark'] as const;

/** The reader site's page inside the console's preview, once it has loaded. */
async function readerFrame(page: Page): Promise<Frame> {
  await expect(page.locator('iframe[title$="on the reader site"]')).toBeVisible();
  const frame = page.frame({ url: /\/reader-preview\/[^/]+$/ });
  if (!frame) throw new Error('The preview frame has not loaded');
  return frame;
}

test.describe('an admin previewing a draft (issue 28)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  });

  test("sees it at phone width in the reader site's layout, with its social card", async ({
    page,
    baseURL,
  }) => {
    const title = unique('Preview Picture ');
    await page.goto('/post/review');
    await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Movie' }).click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop() as string;

    const form = page.getByRole('main');
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Poster', { exact: true }).fill(`${baseURL}/images/missing-portrait.webp`);
    await form.getByLabel('Banner image', { exact: true }).fill(`${baseURL}/images/missing-landscape.webp`);
    await form
      .getByLabel('Content', { exact: true })
      .fill(
        `Why **{{title}}** matters.\n\n![A lone figure on a dune](/images/missing-landscape.webp "Arrakis, at dawn")`,
      );

    // The banner's focal point: typed, then nudged with the arrow keys on the image.
    await form.getByLabel('Banner focal point: across (%)').fill('20');
    await form.getByLabel('Banner focal point: down (%)').fill('80');
    const picker = form.getByRole('button', { name: /^Banner focal point: 20% across, 80% down/ });
    await picker.focus();
    await picker.press('ArrowRight');
    await expect(
      form.getByRole('button', { name: /^Banner focal point: 21% across, 80% down/ }),
    ).toBeFocused();

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/api\/writeup\/?$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);

    await page.goto(`/preview/${id}`);
    await expect(page.getByRole('heading', { name: `Preview: ${title}`, level: 1 })).toBeVisible();
    await expect(page.getByText('This is a draft: only you (and root) can see it.')).toBeVisible();

    const widths = page.getByRole('group', { name: 'Preview width' });
    await widths.getByRole('button', { name: 'Phone' }).click();
    await expect(widths.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    const frameBox = await page.locator('iframe[title$="on the reader site"]').boundingBox();
    expect(Math.round(frameBox?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(Math.round(frameBox?.width ?? 0)).toBeGreaterThanOrEqual(380);

    // The reader site's own page: its header, its writeup layout, the content's figure.
    const frame = await readerFrame(page);
    await expect(frame.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // At phone width the reader site folds its navigation behind its menu button.
    await expect(frame.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(frame.locator('article.writeup')).toBeVisible();
    const figure = frame.getByRole('figure');
    await expect(figure.getByRole('img', { name: 'A lone figure on a dune' })).toBeVisible();
    await expect(figure).toContainText('Arrakis, at dawn');
    const banner = frame.locator('.writeup__banner img');
    await expect(banner).toHaveCSS('object-position', '21% 80%');
    // Phone width: nothing wider than the screen.
    expect(
      await frame.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

    const card = page.getByRole('region', { name: 'Social card' });
    await expect(card).toContainText(`${title} - `);
    await expect(card).toContainText('reviewed by reel-critic');
    // Decorative (alt ""): the card's text says what it is.
    await expect(card.locator('img')).toHaveAttribute('src', `${baseURL}/images/missing-landscape.webp`);

    await checkScreen(page, 'console-preview-phone');
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(frame.locator('body')).toHaveAttribute('data-theme', theme);
      await expectAccessible(frame, `reader preview at phone width (${theme})`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('gets the not-found page for a writeup that is not theirs to see', async ({ page }) => {
    await page.goto('/preview/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(/could not be found/)).toBeVisible();
    await page.goto('/reader-preview/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(/could not be found/)).toBeVisible();
  });
});
