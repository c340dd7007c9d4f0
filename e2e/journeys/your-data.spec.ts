import { readFile } from 'node:fs/promises';

import { checkScreen } from '../support/screens';
import { expect, test } from '../support/test';
import { unique } from '../support/unique';

// product.md §17 in the browser: a member downloads their data from the settings page, then
// imports a Letterboxd diary: a dry run first, then for real, each with its report.

const DIARY_CSV = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-01-02,alien,1979,https://boxd.it/x,4.5,,,2024-01-01',
  '2024-01-03,"Blade Runner",1982,,,Yes,,2024-01-02',
  '2024-01-04,No Such Film,1999,,3,,,2024-01-03',
].join('\n');

test('a member downloads their data and imports a Letterboxd diary with a row that matches nothing', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email', { exact: true }).fill(`${unique('your-data-')}@e2e.local`);
  await form.getByLabel('Password').fill('member-password-1');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/settings');
  const exportSection = page.getByRole('region', { name: 'Download your data' });
  const downloading = page.waitForEvent('download');
  await exportSection.getByRole('link', { name: 'Download your data (.zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await readFile(await download.path());
  // A zip's local file headers start "PK\3\4" and name each file uncompressed.
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zip.includes('diary.csv')).toBe(true);
  expect(zip.includes('profile.json')).toBe(true);

  const importSection = page.getByRole('region', { name: 'Import from Letterboxd' });
  await importSection.getByLabel('Letterboxd export (.zip or .csv)').setInputFiles({
    name: 'diary.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(DIARY_CSV),
  });
  await importSection.getByRole('checkbox', { name: /Dry run/ }).check();
  await importSection.getByRole('button', { name: 'Check the file' }).click();
  await expect(importSection.getByRole('status')).toHaveText(
    'Dry run: this file would import 2 diary entries, 1 rating, 0 watchlist entries, 0 reviews. Nothing was changed.',
  );
  const unmatched = importSection.getByRole('table', { name: '1 row not imported' });
  await expect(unmatched.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'diary.csv',
    '4',
    'No Such Film',
    '1999',
    'No published movie or series has this title and year',
  ]);
  await checkScreen(page, 'your-data-report');

  await importSection.getByRole('checkbox', { name: /Dry run/ }).uncheck();
  await importSection.getByRole('button', { name: 'Import' }).click();
  await expect(importSection.getByRole('status')).toHaveText(
    'Imported 2 diary entries, 1 rating, 0 watchlist entries, 0 reviews.',
  );
  await expect(importSection.getByRole('table', { name: '1 row not imported' })).toBeVisible();

  // The same file again adds nothing.
  await importSection.getByRole('button', { name: 'Import' }).click();
  await expect(importSection.getByRole('status')).toHaveText(
    'Imported 0 diary entries, 0 ratings, 0 watchlist entries, 0 reviews.',
  );
});
