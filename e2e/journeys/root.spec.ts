import { ROOT_EMAIL, ROOT_PASSWORD } from '../support/environment';
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

  // Root accounts are shown but cannot be changed.
  const rootRow = page.getByRole('row').filter({ hasText: ROOT_EMAIL });
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
