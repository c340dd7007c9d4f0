import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

import { expect } from './test';
import { unique } from './unique';

/** Signs up through the reader site's form; the member is then signed in. */
export async function registerMember(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  const submit = form.getByRole('button', { name: 'Register' });
  // What is typed into the server's HTML before the scripts take over can be lost: fill until the
  // form holds both fields (its button is enabled only then).
  await expect(async () => {
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password').fill(password);
    await expect(submit).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await submit.click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** What a member fills in on the settings' profile form. */
export interface ProfileFields {
  username: string;
  favoriteMovie: string;
  bio: string;
}

/** Saves the signed-in member's profile in settings (watching Slow Horses, fond of Severance). */
export async function saveProfile(
  page: Page,
  { username, favoriteMovie, bio }: ProfileFields,
): Promise<void> {
  await page.goto('/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Username').fill(username);
  await profile.getByLabel('Watching').fill('Slow Horses');
  await profile.getByLabel('Favorite movie').fill(favoriteMovie);
  await profile.getByLabel('Favorite show').fill('Severance');
  await profile.getByLabel('Bio').fill(bio);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile successfully updated')).toBeVisible();
}

/**
 * A new member signed up through the reader site and given `username` in settings, in a browser
 * context of their own (with `options`, e.g. clipboard permissions).
 */
export async function newMember(
  browser: Browser,
  baseURL: string,
  username: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await registerMember(page, `${unique('member-')}@e2e.local`, 'member-password-1');
  await saveProfile(page, { username, favoriteMovie: 'Alien', bio: 'Here for the films.' });
  return page;
}
