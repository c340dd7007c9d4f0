import type { Page } from '@playwright/test';

import { checkScreen } from '../support/screens';
import { expect, main, test } from '../support/test';
import { unique } from '../support/unique';

test('a member signs up, edits settings, comments, edits the comment, sees the roundup and deletes the account', async ({
  page,
}) => {
  const email = `${unique('member-')}@e2e.local`;
  const password = 'member-password-1';
  const username = unique('member.');

  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled();
  await expect(form.getByText('Please fill in all fields')).toBeVisible();
  await checkScreen(page, 'register');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Username').fill(username);
  await profile.getByLabel('Watching').fill('Slow Horses');
  await profile.getByLabel('Favorite movie').fill('Paddington 2');
  await profile.getByLabel('Favorite show').fill('Severance');
  await profile.getByLabel('Bio').fill('');
  await expect(profile.getByText('Please fill out all fields')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Save' })).toBeDisabled();
  await profile.getByLabel('Bio').fill('Here for the **arguments** about endings.');
  await expect(profile.getByText('41/300')).toBeVisible();
  await checkScreen(page, 'settings');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile successfully updated')).toBeVisible();

  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${username.replace('.', '\\.')}$`));
  await expect(main(page).getByRole('heading', { name: username })).toBeVisible();
  await expect(main(page).getByText('Paddington 2')).toBeVisible();
  await checkScreen(page, 'profile');

  await page.goto('/review/alien');
  const comments = page.getByRole('region', { name: /^Comments/ });
  const comment = `Saw it again on a big screen (${unique('')}).`;
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(`   ${comment}   `);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const mine = comments.getByRole('listitem').filter({ hasText: comment });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: username })).toBeVisible();
  await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');

  await mine.getByRole('button', { name: 'Edit' }).click();
  const editor = comments.getByRole('textbox', { name: 'Edit your comment' });
  await expect(editor).toHaveValue(comment);
  await comments.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);
  await mine.getByRole('button', { name: 'Edit' }).click();
  const edited = `${comment} The chestburster still works.`;
  await editor.fill(edited);
  await comments.getByRole('button', { name: 'Submit' }).click();
  await expect(comments.getByRole('listitem').filter({ hasText: edited })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: /^Comments/ }).getByText(edited)).toBeVisible();

  await page.goto('/roundup');
  await expect(page).toHaveURL(new RegExp(`/roundup/${username.replace('.', '\\.')}\\?month=`));
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${username}'s .* roundup$`), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commented on' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /^Alien 1979/ })).toBeVisible();
  await checkScreen(page, 'roundup');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Account successfully deleted :(')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  // The account and its comment are gone.
  await page.goto('/review/alien');
  await expect(
    page
      .getByRole('region', { name: /^Comments/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page.getByLabel('Email or username')).toHaveValue('');
});

test('a member reaches member-only pages through the login page and comes back', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await checkScreen(page, 'login');
  await page.getByLabel('Email or username').fill('popcorn-pete@demo.local');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Username')).toHaveValue(
    'popcorn-pete',
  );
});

/** A small PNG drawn by the browser's own canvas. */
async function drawnAvatar(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 200;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#2a9d8f';
    context.fillRect(0, 0, 200, 200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made as Blob)));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a member changes their picture before filling in the profile, comments beside everyone else, and the keyboard finds its way back', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email', { exact: true }).fill(`${unique('avatar-')}@e2e.local`);
  await form.getByLabel('Password').fill('member-password-1');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The bio is empty, so the profile cannot be saved; the picture does not wait for it.
  await page.goto('/settings');
  await expect(
    page.getByRole('form', { name: 'Profile' }).getByRole('button', { name: 'Save' }),
  ).toBeDisabled();
  await page.getByLabel('Upload a picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await drawnAvatar(page),
  });
  await expect(page.getByText('Picture updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Picture URL')).toHaveValue(/^\/media\//);

  await page.goto('/review/alien');
  const comments = page.getByRole('region', { name: /^Comments/ });
  const box = comments.getByRole('textbox', { name: 'Add a comment' });
  const text = `My picture and I agree (${unique('')}).`;
  await box.fill(text);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const mine = comments.getByRole('listitem').filter({ hasText: text });
  await expect(mine.locator('img')).toHaveJSProperty('complete', true);
  // Focus stays in the form, ready for the next comment.
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');

  // Every top-level comment's text starts at the same place, with or without an uploaded picture.
  const others = comments
    .locator('ul.comment-list:not(.comment-list--replies) > li')
    .filter({ hasNotText: text })
    .filter({ hasNot: page.locator('.comment-list--replies') });
  const left = async (item: typeof mine) => (await item.getByRole('paragraph').last().boundingBox())?.x;
  expect(await left(mine)).toBe(await left(others.first()));

  // Escape closes the report dialog and gives focus back to the button that opened it.
  const report = others.first().getByRole('button', { name: /^Report .+'s comment$/ });
  await report.click();
  const dialog = page.getByRole('dialog', { name: /^Report .+'s comment$/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();

  // On a phone, Escape closes the menu and gives focus back to its toggle.
  await page.setViewportSize({ width: 390, height: 800 });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies' }),
  ).toBeHidden();
});
