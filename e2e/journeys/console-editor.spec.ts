import type { Locator, Page } from '@playwright/test';

import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { checkScreen } from '../support/screens';
import { expect, signIn, test } from '../support/test';
import { unique } from '../support/unique';

const PHONE = { width: 390, height: 844 };

/** Selects `text` inside the textarea, as a writer would with the mouse. */
async function select(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, wanted) => {
    const area = element as HTMLTextAreaElement;
    const start = area.value.lastIndexOf(wanted);
    area.focus();
    area.setSelectionRange(start, start + wanted.length);
  }, text);
}

/** Puts the cursor at the end of the textarea and starts a new paragraph. */
async function newParagraph(box: Locator): Promise<void> {
  await box.press('Control+End');
  await box.press('Enter');
  await box.press('Enter');
}

/** Every field publishing a movie needs, but the content (spec §5). */
async function fillDetails(page: Page, title: string, baseURL: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Release year').fill('2025');
  await form.getByLabel('Runtime (minutes)').fill('104');
  await form.getByLabel('MPAA rating').fill('PG');
  await form.getByLabel('Director').fill('Grace Hopper');
  await form.getByLabel('Genre').fill('Comedy');
  await form.getByLabel('Genre').press('Enter');
  await form.getByLabel('Rating', { exact: true }).fill('74');
  await form.getByLabel('Poster').fill(`${baseURL}/images/missing-portrait.webp`);
  await form.getByLabel('Banner image').fill(`${baseURL}/images/missing-landscape.webp`);
}

/** What the server holds of the writeup (the editor's own read). */
async function storedContent(page: Page, id: string): Promise<string> {
  const response = await page.request.get(`/api/writeup/fetch/${id}`);
  return ((await response.json()) as { content: string }).content;
}

test.describe('the console editor', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  });

  test('writes with the toolbar, keeps a change made right before leaving, schedules, unschedules and publishes', async ({
    page,
    baseURL,
  }) => {
    const title = unique('Toolbar Movie ');
    await page.goto('/post/review');
    await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Movie' }).click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);
    const editUrl = page.url();
    const id = editUrl.split('/').pop() as string;
    await fillDetails(page, title, baseURL as string);
    // The details' autosave answered before the content is written (typing while one is in
    // flight is editor-safety.spec.tsx's).
    await expect(page.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();

    const content = page.getByRole('main').getByLabel('Content', { exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await content.fill('Verdict');
    await select(content, 'Verdict');
    await toolbar.getByRole('button', { name: 'Heading' }).click();
    await newParagraph(content);
    await content.pressSequentially('Why {{title}} is a delight.');
    await select(content, 'delight');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await newParagraph(content);
    await content.pressSequentially('The trailer');
    await select(content, 'trailer');
    await content.press('Control+k');
    // The address is selected: typing replaces it.
    await content.pressSequentially('https://example.com/trailer');
    await expect(content).toHaveValue(
      `## Verdict\n\nWhy {{title}} is a **delight**.\n\nThe [trailer](https://example.com/trailer)`,
    );
    const preview = page.getByLabel('Content preview');
    await expect(preview.getByRole('heading', { name: 'Verdict' })).toBeVisible();
    await expect(preview.getByText('delight', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await expect(preview.getByRole('link', { name: 'trailer' })).toHaveAttribute(
      'href',
      'https://example.com/trailer',
    );

    await page.keyboard.press('Control+s');
    await expect(page.getByText('Successfully saved review')).toBeVisible();
    await checkScreen(page, 'console-editor-writing');

    // A change typed right before leaving reaches the server, not only this browser.
    await newParagraph(content);
    await content.pressSequentially('Written on the way out.');
    await page.goto('/');
    await expect.poll(() => storedContent(page, id)).toContain('Written on the way out.');

    await page.goto(editUrl);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const scheduling = page.getByRole('dialog', { name: 'Schedule this review?' });
    await expect(scheduling.getByLabel('Publish at')).not.toHaveValue('');
    await expect(scheduling.getByText(/^Address: https?:\/\/.+\/review\/toolbar-movie-/)).toBeVisible();
    await expect(scheduling.getByText(/^In UTC: .+ UTC$/)).toBeVisible();
    await checkScreen(page, 'console-editor-schedule');
    await scheduling.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();
    await expect(page.getByText('Successfully posted review')).toHaveCount(0);

    await page.getByRole('button', { name: 'Unschedule' }).click();
    await expect(page.getByText('Unscheduled: the writeup is a draft again')).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publishing = page.getByRole('dialog', { name: 'Publish this review?' });
    await expect(publishing.getByText(/^Goes out now: /)).toBeVisible();
    await expect(publishing.getByText(/^In UTC: .+ UTC$/)).toBeVisible();
    await publishing.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View on site' }).click();
    await expect(page).toHaveURL(/\/review\/toolbar-movie-/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Written on the way out.')).toBeVisible();
  });

  test('fits a 390 px phone, its details behind an accessible toggle', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/post/review');
    await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Article' }).click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Show details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Headline')).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Headline')).toBeVisible();

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await checkScreen(page, 'console-editor-phone');
  });
});
