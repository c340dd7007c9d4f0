import { registerMember } from '../support/members';
import { linkFromOutbox } from '../support/outbox';
import { checkScreen } from '../support/screens';
import { expect, main, signIn, test } from '../support/test';
import { unique } from '../support/unique';

test('a member who forgot the password resets it from the e-mailed link and signs in with the new one', async ({
  page,
}) => {
  const email = `${unique('forgetful-')}@e2e.local`;
  await registerMember(page, email, 'first-password-1');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const request = page.getByRole('form', { name: 'Forgot password' });
  await request.getByLabel('Email').fill(email);
  await checkScreen(page, 'forgot-password');
  await request.getByLabel('Email').press('Enter');
  const inbox = page.getByRole('region', { name: 'Check your inbox' });
  await expect(inbox.getByRole('status')).toHaveText(
    `If an account uses that address, we sent it a link: ${email}.`,
  );

  const link = await linkFromOutbox(email, '/reset-password');
  await page.goto(link);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('second-password-2');
  await reset.getByLabel('Repeat new password').fill('second-password-2');
  await checkScreen(page, 'reset-password');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('please sign in');

  // The link works once; the old password no longer does, the new one does.
  await page.goto(link);
  await reset.getByLabel('New password', { exact: true }).fill('third-password-3');
  await reset.getByLabel('Repeat new password').fill('third-password-3');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByRole('alert')).toContainText('This reset link is invalid or has expired');

  await page.goto('/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password').fill('first-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await signIn(page, email, 'second-password-2');
});

test('a new member confirms the e-mail address from the e-mailed link', async ({ page }) => {
  const email = `${unique('newcomer-')}@e2e.local`;
  await registerMember(page, email, 'newcomer-password-1');
  // The welcome after sign-up says it first; once dismissed, the everyday reminder stays.
  await page
    .getByRole('complementary', { name: /^Welcome to / })
    .getByRole('button', { name: 'Dismiss' })
    .click();

  const reminder = page.getByRole('complementary', { name: 'E-mail confirmation' });
  await expect(reminder).toContainText(`Please confirm your e-mail address: we sent a link to ${email}`);
  await checkScreen(page, 'confirmation-reminder');

  const link = await linkFromOutbox(email, '/verify-email');
  await page.goto(link);
  await expect(main(page).getByText('Your e-mail address is confirmed.')).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await checkScreen(page, 'verify-email');

  await page.goto('/settings');
  await expect(main(page).getByText(`${email}: confirmed`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'E-mail confirmation' })).toHaveCount(0);
});
