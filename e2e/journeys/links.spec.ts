import { CONTACT_EMAIL } from '../support/environment';
import { registerMember, saveProfile } from '../support/members';
import { expect, main, test } from '../support/test';
import { unique } from '../support/unique';

const NEW_TAB_REL = [/\bnoopener\b/, /\bnoreferrer\b/];

test('links that leave the site open in a new tab with no referrer and no opener', async ({ page }) => {
  await page.goto('/about');
  const contact = page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contact' });
  await expect(contact).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
  await expect(contact).toHaveAttribute('target', '_blank');
  for (const rel of NEW_TAB_REL) await expect(contact).toHaveAttribute('rel', rel);
});

test("a bio's inline style and form are dropped, and its //host link opens in a new tab", async ({
  page,
  baseURL,
}) => {
  const username = unique('links.');
  const elsewhere = `//${new URL(baseURL ?? '').host}/about`;
  const bio =
    '<a href="/login" style="position:fixed;inset:0;z-index:9999;background:white">Session expired, sign in again</a>' +
    '<form><input name="password" placeholder="Password"><button>Sign in</button></form>' +
    ` [Read more](${elsewhere})`;

  await registerMember(page, `${username}@e2e.local`, 'links-password-1');
  await saveProfile(page, { username, favoriteMovie: 'Paddington 2', bio });

  await page.goto(`/profile/${username}`);
  const phishing = main(page).getByRole('link', { name: 'Session expired, sign in again' });
  await expect(phishing).toBeVisible();
  await expect(phishing).not.toHaveAttribute('style');
  await expect(phishing).toHaveCSS('position', 'static');
  await expect(main(page).getByRole('textbox')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(main(page).locator('form, input')).toHaveCount(0);

  const readMore = main(page).getByRole('link', { name: 'Read more' });
  await expect(readMore).toHaveAttribute('href', elsewhere);
  await expect(readMore).toHaveAttribute('target', '_blank');
  for (const rel of NEW_TAB_REL) await expect(readMore).toHaveAttribute('rel', rel);
  const [tab] = await Promise.all([page.waitForEvent('popup'), readMore.click()]);
  await tab.waitForLoadState();
  expect(
    await tab.evaluate(() => ({ opener: window.opener as unknown, referrer: document.referrer })),
  ).toEqual({
    opener: null,
    referrer: '',
  });
  await expect(page).toHaveURL(new RegExp(`/profile/${username.replace('.', '\\.')}$`));
});
