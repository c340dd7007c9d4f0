import type { Page } from '@playwright/test';

import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, ROOT_EMAIL, ROOT_PASSWORD } from '../support/environment';
import { checkScreen } from '../support/screens';
import { expect, signIn, test } from '../support/test';
import { unique } from '../support/unique';

test('root promotes a member, randomises a username and deletes a comment', async ({
  page,
  browser,
  baseURL,
}) => {
  // A member of this journey's own, with a comment on a review.
  const email = `${unique('promoted-')}@e2e.local`;
  const comment = `Root will remove this (${unique('')}).`;
  const member = await browser.newContext({ baseURL });
  const registered = await member.request.post('/api/register', {
    data: { email, emailOrUsername: email, password: 'member-password-1', type: 'email' },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  const review = (await (await member.request.get('/api/writeup/?filter={"slug":"arrival"}')).json()) as {
    _id: string;
  };
  expect(
    (await member.request.post(`/api/comment/${review._id}`, { data: { content: comment } })).status(),
  ).toBe(201);
  await member.close();

  await signIn(page, ROOT_EMAIL, ROOT_PASSWORD);
  await page.goto('/root');
  await expect(page.getByRole('heading', { name: 'Hello there!', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Hello there!/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'user', exact: true })).toBeVisible();
  await checkScreen(page, 'console-root');

  await row.getByRole('button', { name: 'Promote to admin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Demote admin' })).toBeVisible();

  await row.getByRole('button', { name: 'Randomise username' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await expect(row.getByRole('cell', { name: username, exact: true })).toHaveCount(0);
  const renamed = (await row.getByRole('cell').first().innerText()).trim();
  expect(renamed).toMatch(/^[A-Za-z0-9_.-]{3,24}$/);

  // Root accounts are shown but cannot be changed. Newest first: the journeys' members may have
  // pushed the root account to a later page.
  const rootRow = page.getByRole('row').filter({ hasText: ROOT_EMAIL });
  for (let next = 2; next <= 20 && (await rootRow.count()) === 0; next++) {
    // The next page's rows as they arrive, not the last page's still on screen (a refetch of
    // theirs after the rename could change them meanwhile).
    const answer = page.waitForResponse((res) => res.url().includes(`/api/user/all?page=${next}`));
    await page.getByRole('button', { name: 'Go to next page' }).click();
    const { users } = (await (await answer).json()) as { users: { email: string }[] };
    await expect(page.getByRole('row').filter({ hasText: users[0].email })).toBeVisible();
  }
  await expect(rootRow.getByRole('button', { name: 'Randomise username' })).toBeDisabled();

  await page.goto('/review/arrival');
  const comments = page.getByRole('region', { name: /^Comments/ });
  const item = comments.getByRole('listitem').filter({ hasText: comment });
  await expect(item.getByRole('link', { name: renamed })).toBeVisible();
  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this comment?');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Successfully deleted comment')).toBeVisible();
  await expect(comments.getByText(comment)).toHaveCount(0);
});

const CONSOLE_PAGES = ['/root', '/post/review', '/edit/some-id', '/preview/some-id'];

/** The reader site's not-found page at `path`, with no trace of root's page. */
async function expectNotFound(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
  await expect(page.getByText('Oops! The droids you’re looking could not be found.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page).toHaveTitle(/^404 - /);
  await expect(page.getByText('Hello there!')).toHaveCount(0);
}

test.describe('route gating of the console (spec §2)', () => {
  test('a visitor is sent to sign in, never shown root’s page, and comes back to it as root', async ({
    page,
  }) => {
    for (const path of CONSOLE_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
      await expect(page).not.toHaveTitle(/Hello there!/);
      await expect(page.getByText('Hello there!')).toHaveCount(0);
    }

    await page.goto('/root');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email or username').fill(ROOT_EMAIL);
    await page.getByLabel('Password').fill(ROOT_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/root$/);
    await expect(page.getByRole('heading', { name: 'Hello there!', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  });

  test('a member gets the not-found page at every console page', async ({ page }) => {
    const email = `${unique('gated-')}@e2e.local`;
    const registered = await page.request.post('/api/register', {
      data: { email, emailOrUsername: email, password: 'member-password-1', type: 'email' },
    });
    expect(registered.status()).toBe(201);
    for (const path of CONSOLE_PAGES) await expectNotFound(page, path);
    await checkScreen(page, 'console-page-for-a-member');
  });

  test('an admin gets the not-found page at /root, and the console at its own pages', async ({ page }) => {
    await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    await expectNotFound(page, '/root');
    await page.goto('/post/review');
    await expect(page.getByRole('group', { name: 'New draft' })).toBeVisible();
    // The console's menu has no way to root's page for an admin either.
    await expect(page.getByRole('menuitem', { name: 'Drafts' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  });
});
