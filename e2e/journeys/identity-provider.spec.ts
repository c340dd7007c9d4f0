import { E2E_ENV, OIDC_PROVIDER, requireEnv } from '../support/environment';
import { expect, test } from '../support/test';
import { unique } from '../support/unique';

test('a person signs in through the identity provider', async ({ page }) => {
  const sub = unique('subject-');
  const email = `${sub}@idp.e2e.local`;
  // The test provider signs in whoever it is told to, with these claims.
  const chosen = await fetch(`${requireEnv(E2E_ENV.oidcIssuer)}/__test/next-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sub, email, email_verified: true, name: 'Ida Provider' }),
  });
  expect(chosen.status).toBe(204);

  // A member-only page sends the visitor to the login page, and the provider's login back to it.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Continue with Testid' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Username')).not.toHaveValue('');

  const me = (await (await page.request.get('/api/whoami')).json()) as {
    email: string;
    loginType: string;
    type: string;
  };
  expect(me).toMatchObject({ email, loginType: OIDC_PROVIDER, type: 'user' });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
});
