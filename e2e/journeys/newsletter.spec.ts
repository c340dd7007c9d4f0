import { linkFromOutbox } from '../support/outbox';
import { checkScreen } from '../support/screens';
import { expect, test } from '../support/test';
import { unique } from '../support/unique';

// product.md §18: a visitor subscribes from the footer, confirms from the mail, and can leave
// again from any issue's link.

test('a visitor subscribes from the footer and confirms from the e-mailed link', async ({ page }) => {
  const email = `${unique('reader-')}@e2e.local`;
  await page.goto('/about');
  const box = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
  await box.getByLabel('E-mail address').fill(email);
  await checkScreen(page, 'newsletter-footer');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText(
    `Almost there: open the link we sent to ${email} to confirm your subscription.`,
  );

  const link = await linkFromOutbox(email, '/newsletter/confirm');
  await page.goto(link);
  await expect(page.getByText('You are subscribed. The next issue comes on Monday.')).toBeVisible();
  await checkScreen(page, 'newsletter-confirmed');

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired');
});

test('the unsubscribe page asks before it acts and refuses a link it did not make', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe?token=00000000-0000-0000-0000-000000000000.forged');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
  ).toBeVisible();
  await checkScreen(page, 'newsletter-unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is invalid');
});
