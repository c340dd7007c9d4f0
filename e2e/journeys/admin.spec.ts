import type { Browser, Page } from '@playwright/test';

import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { checkScreen } from '../support/screens';
import { expect, main, signIn, test } from '../support/test';
import { unique } from '../support/unique';

type Kind = 'movie' | 'article';

/** Fills every field publishing needs (spec §5) for the kind. */
async function fillWriteup(page: Page, kind: Kind, title: string, baseURL: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Title', { exact: true }).fill(title);
  if (kind === 'article') {
    await form.getByLabel('Headline').fill('What the browser journeys found');
    await form.getByLabel('Tags').fill('behind-the-scenes');
    await form.getByLabel('Tags').press('Enter');
  } else {
    await form.getByLabel('Release year').fill('2024');
    await form.getByLabel('Runtime (minutes)').fill('121');
    await form.getByLabel('MPAA rating').fill('PG-13');
    await form.getByLabel('Director').fill('Ada Lovelace');
    await form.getByLabel('Genre').fill('Drama');
    await form.getByLabel('Genre').press('Enter');
    await form.getByLabel('Rating', { exact: true }).fill('88');
    await form.getByLabel('Poster').fill(`${baseURL}/images/missing-portrait.webp`);
  }
  await form.getByLabel('Banner image').fill(`${baseURL}/images/missing-landscape.webp`);
  await form
    .getByLabel('Content', { exact: true })
    .fill(`Why **{{title}}** matters.\n\nA paragraph long enough to read like a real ${kind}.`);
  // The live preview renders placeholders as the reader site will.
  await expect(page.getByLabel('Content preview').getByText(`Why ${title} matters.`)).toBeVisible();
}

async function visitorSees(browser: Browser, baseURL: string, kind: Kind, title: string): Promise<boolean> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(kind === 'article' ? '/articles/new' : '/movie/new');
  const rows = main(page).getByRole('list').first().getByRole('link');
  await expect(rows.first()).toBeVisible();
  const seen =
    (await main(page)
      .getByRole('link', { name: new RegExp(title) })
      .count()) > 0;
  await context.close();
  return seen;
}

/** Creates, saves, schedules, previews and publishes one writeup of `kind` in the console. */
async function writeAndPublish(page: Page, browser: Browser, baseURL: string, kind: Kind): Promise<void> {
  const title = unique(kind === 'article' ? 'Journey Notes ' : 'Journey Movie ');
  const label = kind === 'article' ? 'Article' : 'Movie';
  // Messages name the kind as readers know it: a movie is a review.
  const noun = kind === 'article' ? 'article' : 'review';

  await page.goto('/post/review');
  await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/edit\/[^/]+$/);
  const editUrl = page.url();
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await fillWriteup(page, kind, title, baseURL);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Successfully saved ${noun}`)).toBeVisible();
  if (kind === 'movie') await checkScreen(page, 'console-editor');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // Scheduled for the picker's default, tomorrow 12:00, once confirmed.
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const scheduling = page.getByRole('dialog', { name: `Schedule this ${noun}?` });
  await expect(scheduling.getByLabel('Publish at')).not.toHaveValue('');
  await scheduling.getByRole('button', { name: 'Schedule' }).click();
  // The toast and the state chip both say it.
  await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();

  await page.goto('/post/review');
  await page.getByRole('switch', { name: 'Scheduled drafts' }).check();
  const scheduled = page.getByRole('list', { name: 'Drafts' });
  await expect(scheduled.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
  if (kind === 'movie') await checkScreen(page, 'console-drafts');
  await scheduled.getByRole('link', { name: `Preview ${title}` }).click();
  await expect(page).toHaveURL(/\/preview\/[^/]+$/);
  await expect(page.getByRole('heading', { name: `Preview: ${title}`, level: 1 })).toBeVisible();
  // Issue 28: the reader site's own page, in a frame.
  await expect(
    page.frameLocator('iframe[title$="on the reader site"]').getByText(`Why ${title} matters.`),
  ).toBeVisible();
  if (kind === 'movie') await checkScreen(page, 'console-preview');

  expect(await visitorSees(browser, baseURL, kind, title)).toBe(false);

  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Publish this ${noun}?` })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Published /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();

  expect(await visitorSees(browser, baseURL, kind, title)).toBe(true);
  await page.goto(kind === 'article' ? '/articles/new' : '/movie/new');
  await main(page)
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(`Why ${title} matters.`)).toBeVisible();
}

test.describe('an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  });

  test('writes, schedules, previews and publishes a review in the console', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post' }).click();
    await expect(page).toHaveURL(/\/post\/review$/);
    await writeAndPublish(page, browser, baseURL as string, 'movie');
  });

  test('writes, schedules, previews and publishes an article in the console', async ({
    page,
    browser,
    baseURL,
  }) => {
    await writeAndPublish(page, browser, baseURL as string, 'article');
  });

  test('sees low scores readably in the console, in both themes', async ({ page }) => {
    await page.goto('/post/review');
    await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Movie' }).click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);
    const rating = page.getByRole('main').getByLabel('Rating', { exact: true });
    // The lowest two bands of spec §9: red below 20, orange 20-39.
    for (const [score, band] of [
      [7, 'red'],
      [25, 'orange'],
    ] as const) {
      await rating.fill(String(score));
      await expect(page.getByRole('img', { name: `Score ${score}, ${band}` })).toBeVisible();
      await checkScreen(page, `console-score-${band}`);
    }
  });

  test('posts an announcement', async ({ page }) => {
    const title = unique('News ');
    await page.goto('/announcements');
    const form = page.getByRole('form', { name: 'New announcement' });
    await expect(form.getByRole('button', { name: 'Post announcement' })).toBeDisabled();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Content').fill('The browser journeys now run on every change.');
    await expect(form.getByText('45/300')).toBeVisible();
    await checkScreen(page, 'announcements');
    await form.getByRole('button', { name: 'Post announcement' }).click();
    await expect(page.getByText('Announcement posted successfully')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');
  });

  test('finds writeups by author, and posts an announcement, in the console', async ({ page }) => {
    await page.goto('/post/writeups');
    const writeups = page.getByRole('table', { name: 'Writeups' });
    await expect(writeups.getByRole('row').nth(1)).toBeVisible();
    await checkScreen(page, 'console-writeups');

    await page.getByLabel('Author').fill('reel-critic');
    const rows = writeups.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.filter({ hasNotText: 'reel-critic' })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);

    const title = unique('Console news ');
    await page.goto('/post/announcements');
    const form = page.getByRole('region', { name: 'New announcement' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Content').fill('Posted from the console.');
    await checkScreen(page, 'console-announcements');
    await form.getByRole('button', { name: 'Post announcement' }).click();
    await expect(page.getByText('Announcement posted successfully')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Announcements' }).getByRole('cell', { name: title }),
    ).toBeVisible();
    await page.goto('/announcements');
    await expect(main(page).getByRole('heading', { name: title, level: 2 })).toBeVisible();
  });
});
