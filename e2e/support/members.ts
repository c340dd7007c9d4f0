import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

import { expect } from './test';
import { unique } from './unique';

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
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email', { exact: true }).fill(`${unique('member-')}@e2e.local`);
  await form.getByLabel('Password').fill('member-password-1');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Username').fill(username);
  await profile.getByLabel('Watching').fill('Slow Horses');
  await profile.getByLabel('Favorite movie').fill('Alien');
  await profile.getByLabel('Favorite show').fill('Severance');
  await profile.getByLabel('Bio').fill('Here for the films.');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile successfully updated')).toBeVisible();
  return page;
}
