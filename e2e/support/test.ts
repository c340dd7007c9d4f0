import { test as base, expect, type Page } from '@playwright/test';

import { E2E_ENV, requireEnv } from './environment';

export { expect };

/** Playwright's test with the address of the server global setup started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from this (here empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(requireEnv(E2E_ENV.baseUrl)),
});

/** Signs in through the reader site's login form and waits for the signed-in navigation. */
export async function signIn(page: Page, emailOrUsername: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(emailOrUsername);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** The main content of the reader site (navigation and footer repeat links found in it). */
export function main(page: Page) {
  return page.getByRole('main');
}
