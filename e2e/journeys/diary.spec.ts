import type { Page } from '@playwright/test';

import { LAPTOP, PHONE } from '../support/layout';
import { newMember } from '../support/members';
import { checkScreen } from '../support/screens';
import { expect, test } from '../support/test';
import { unique } from '../support/unique';

// product.md §15: a member logs a rewatch with a spoiler review from a review page, finds it in
// their diary, another member likes it and the first is told; the entry's page is shareable
// without giving the spoiler away.

/** Checked with axe in both themes, at a phone's width and a laptop's; left at the laptop's. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await checkScreen(page, `${name}-phone`);
  await page.setViewportSize(LAPTOP);
  await checkScreen(page, `${name}-laptop`);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
const thisMonth = () =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());

test('a member logs a spoiler rewatch, finds it in the diary, and is told of a like', async ({
  browser,
  baseURL,
}) => {
  // Two members, six screens checked in two themes: a long journey.
  test.slow();
  const diaristName = unique('diarist.');
  const likerName = unique('liker.');
  const diarist = await newMember(browser, baseURL as string, diaristName);
  const liker = await newMember(browser, baseURL as string, likerName);
  const secret = `The cat lives through it all (${unique('')})`;

  // The Log dialog on the review page: today by default, a rewatch, stars, a spoiler review.
  await diarist.goto('/review/alien');
  await diarist.getByRole('button', { name: 'Log', exact: true }).click();
  const dialog = diarist.getByRole('dialog', { name: 'Log Alien' });
  await expect(dialog.getByLabel('Watched on')).toHaveValue(todayUtc());
  await dialog.getByRole('checkbox', { name: /rewatch/ }).check();
  await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await expect(dialog.getByText('Stars: 4 stars')).toBeVisible();
  await dialog.getByLabel('Review (optional)').fill(`${secret}. Still the best.`);
  await dialog.getByRole('checkbox', { name: 'The review holds spoilers' }).check();
  await checkScreen(diarist, 'log-dialog');
  await dialog.getByRole('button', { name: 'Log', exact: true }).click();
  await expect(diarist.getByText('Logged Alien in your diary')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The diary, by month: the entry marked as a rewatch, its spoiler kept out.
  await diarist.goto(`/profile/${diaristName}/diary`);
  const month = diarist.getByRole('region', { name: thisMonth() });
  const entry = month.getByRole('listitem').filter({ hasText: 'Alien' });
  await expect(entry).toContainText('Rewatch');
  await expect(entry).toContainText('Review with spoilers');
  await expect(diarist.getByText(secret)).toHaveCount(0);
  await checkBothWidths(diarist, 'diary');

  // The profile counts it this year and links the diary.
  await diarist.goto(`/profile/${diaristName}`);
  await expect(diarist.getByText(`1 film logged in ${new Date().getUTCFullYear()}`)).toBeVisible();
  await expect(diarist.getByRole('link', { name: 'Diary', exact: true })).toHaveAttribute(
    'href',
    `/profile/${diaristName}/diary`,
  );

  await diarist.goto(`/profile/${diaristName}/diary`);
  await entry.getByRole('link', { name: 'Alien' }).click();
  await expect(diarist).toHaveURL(/\/log\/[0-9a-f-]+$/);
  const entryPath = new URL(diarist.url()).pathname;

  // The entry's page as served: its own title and sharing tags, never the spoiler's text.
  const served = await liker.request.get(entryPath);
  expect(served.status()).toBe(200);
  const head = (await served.text()).split('</head>')[0];
  // The title and the description and sharing tags (the page's inline data is not among them).
  const tags = [...head.matchAll(/<title>[^<]*<\/title>|<meta [^>]*>/g)].map(([tag]) => tag).join('\n');
  expect(tags).toMatch(new RegExp(`<title>${diaristName}[^<]*Alien[^<]*</title>`));
  expect(tags).toMatch(/<meta property="og:title" content="[^"]*Alien[^"]*">/);
  expect(tags).toContain('<meta property="og:description"');
  expect(tags).toContain(`${entryPath}">`);
  expect(tags).not.toContain('The cat lives');

  // Another member likes it; the review opens only when asked.
  await liker.goto(entryPath);
  await expect(liker).toHaveTitle(new RegExp(`${diaristName}.*Alien`));
  await expect(liker.getByText(secret)).toHaveCount(0);
  await liker.getByRole('button', { name: 'Show review with spoilers' }).click();
  await expect(liker.getByText(secret)).toBeVisible();
  await liker.getByRole('button', { name: 'Hide review with spoilers' }).click();
  const like = liker.getByRole('button', { name: new RegExp(`Like ${diaristName}'s entry of Alien`) });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await checkBothWidths(liker, 'log-entry');

  // The diarist is told on the bell and the notifications page.
  await diarist.goto('/');
  await diarist.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  const told = diarist.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first();
  await expect(told).toContainText(`${likerName} liked your diary entry of Alien`);
  await expect(told.getByRole('link', { name: 'diary entry' })).toHaveAttribute('href', entryPath);
});
