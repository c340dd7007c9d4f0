import { expect, test } from '../support/test';

test('the theme switch goes from light to dark and back, and remembers the choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const body = page.locator('body');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(body).toHaveAttribute('data-theme', 'light');

  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(body).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(body).toHaveAttribute('data-theme', 'dark');

  await theme.getByRole('radio', { name: 'Light' }).check();
  await expect(body).toHaveAttribute('data-theme', 'light');
  // An explicit choice wins over the device setting.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(body).toHaveAttribute('data-theme', 'light');

  // System follows the device, in both directions.
  await theme.getByRole('radio', { name: 'System' }).check();
  await expect(body).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(body).toHaveAttribute('data-theme', 'light');
});
