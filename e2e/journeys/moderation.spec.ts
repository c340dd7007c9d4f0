import type { Browser, Page } from '@playwright/test';

import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { expect, main, signIn, test } from '../support/test';
import { unique } from '../support/unique';

/** A new member signed up through the reader site, in a browser context of their own. */
async function newMember(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email', { exact: true }).fill(`${unique('moderation-')}@e2e.local`);
  await form.getByLabel('Password').fill('member-password-1');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return page;
}

const savedState = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved at / });

test("an author's work survives a reload and a conflicting edit", async ({ page, context }) => {
  await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  await page.goto('/post/review');
  await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Movie' }).click();
  await expect(page).toHaveURL(/\/edit\/[^/]+$/);
  const editUrl = page.url();

  // Autosave: no Save pressed, the draft is stored a few seconds after typing stops.
  const title = unique('Autosaved ');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Content', { exact: true }).fill('My first paragraph.');
  await expect(savedState(page)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue('My first paragraph.');

  // Someone else saves the same draft in another tab.
  const other = await context.newPage();
  await other.goto(editUrl);
  const theirTitle = `${title} (their title)`;
  await other.getByLabel('Title', { exact: true }).fill(theirTitle);
  await expect(savedState(other)).toBeVisible();
  await other.close();

  // This tab's next save is stale: it is compared and merged, not lost.
  await page.getByLabel('Content', { exact: true }).fill('My first paragraph.\n\nAnd my second one.');
  const dialog = page.getByRole('dialog', { name: 'Compare your changes with the stored version' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Changes to Content' })).toContainText(
    'And my second one.',
  );
  await dialog.getByRole('button', { name: 'Merge my choices' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(theirTitle);
  await expect(savedState(page)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(theirTitle);
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(
    'My first paragraph.\n\nAnd my second one.',
  );

  // Every save is a revision.
  await page.getByRole('button', { name: 'Revisions' }).click();
  await expect(page.getByRole('list', { name: 'Revisions' }).getByRole('listitem')).not.toHaveCount(0);
});

test('a reported comment is hidden, disappears for visitors, and is found under Hidden after a reload and restored', async ({
  browser,
  page,
  baseURL,
}) => {
  const url = baseURL as string;
  const writer = await newMember(browser, url);
  await writer.goto('/review/alien');
  const text = `This is bait (${unique('')}).`;
  const writerComments = writer.getByRole('region', { name: /^Comments/ });
  await writerComments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await writerComments.getByRole('button', { name: 'Post comment' }).click();
  await expect(writerComments.getByRole('listitem').filter({ hasText: text })).toBeVisible();

  const reader = await newMember(browser, url);
  await reader.goto('/review/alien');
  const reported = reader
    .getByRole('region', { name: /^Comments/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await reported.getByRole('button', { name: /^Report .+'s comment$/ }).click();
  const dialog = reader.getByRole('dialog', { name: /^Report .+'s comment$/ });
  await dialog.getByRole('textbox', { name: 'Why should the moderators look at it?' }).fill('Trolling');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reader.getByText('Thanks: the moderators will take a look')).toBeVisible();
  await expect(reported.getByText('Reported', { exact: true })).toBeFocused();
  // What I reported is mine to know: it persists through a reload from my own call.
  await reader.reload();
  await expect(reported.getByText('Reported', { exact: true })).toBeVisible();
  await expect(reported.getByRole('button', { name: /^Report/ })).toHaveCount(0);

  // A visitor reads the comment first, so a cached answer exists that the hide must replace.
  const visitorContext = await browser.newContext({ baseURL: url });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/review/alien');
  await expect(main(visitor).getByText(text)).toBeVisible();
  const heading = main(visitor).getByRole('heading', { name: /^Comments \(\d+\)$/ });
  const before = Number((await heading.textContent())?.match(/\d+/)?.[0]);

  await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  await page.goto('/post/moderation');
  const queue = page.getByRole('table', { name: 'Reported comments' });
  const row = queue.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('Trolling');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reported comments' })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  await visitor.reload();
  await expect(main(visitor).getByRole('heading', { name: `Comments (${before - 1})` })).toBeVisible();
  await expect(main(visitor).getByText(text)).toHaveCount(0);
  await visitorContext.close();

  await writer.reload();
  const mine = writer
    .getByRole('region', { name: /^Comments/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(mine).toContainText('Hidden by a moderator: only you and moderators see it');

  // Still findable under Hidden after the reload, and restorable there.
  await page.getByRole('radio', { name: 'Hidden' }).check();
  const hiddenRow = queue.getByRole('row').filter({ hasText: text });
  await expect(hiddenRow).toContainText('Trolling');
  await hiddenRow.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Comment by .+ restored$/)).toBeVisible();
  await expect(hiddenRow.getByText('Reports dismissed')).toBeVisible();
  await page.reload();
  await page.getByRole('radio', { name: 'Dismissed' }).check();
  await expect(queue.getByRole('row').filter({ hasText: text })).toContainText('Trolling');
  await page.getByRole('radio', { name: 'Hidden' }).check();
  await expect(queue.getByRole('row').filter({ hasText: text })).toHaveCount(0);

  await writer.reload();
  await expect(mine).toBeVisible();
  await expect(mine).not.toContainText('Hidden by a moderator');
  await writer.context().close();
  await reader.context().close();
});
