import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, reply, stubApi } from '../../test/api-stub';
import { aUser } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const SENT = 'If an account uses that address, we sent it a link';
const INVALID_LINK = 'This reset link is invalid or has expired';
const unverified = aUser({ username: 'moviebuff', email: 'buff@example.com', emailVerified: false });
const verified = { ...unverified, emailVerified: true };

describe('forgotten password', () => {
  it('is reached from the login form by keyboard', async () => {
    stubApi({ 'GET /api/auth/providers': [] });
    const { router } = renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(document.title).toBe('Forgot password - Reel Talk');
  });

  it('sends the address and gives the same answer whatever it is', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = stubApi({
      'POST /api/auth/password-reset': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Send link' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), ' someone@example.com ');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending link…' })).toBeDisabled();
    answer(reply(202, { ok: true }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(bodiesSentTo(api, 'POST /api/auth/password-reset')).toEqual([{ email: 'someone@example.com' }]);
  });

  it("shows the server's sentence when it refuses", async () => {
    stubApi({
      'POST /api/auth/password-reset': reply(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many requests; please wait a minute and try again',
      }),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests; please wait a minute');
  });
});

describe('reset password page', () => {
  async function fill(password: string, repeat = password) {
    await userEvent.type(await screen.findByLabelText(/^New password/), password);
    await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
  }

  it('sets the new password with the token of the link, then sends the reader to sign in', async () => {
    const api = stubApi({
      'POST /api/auth/password-reset/confirm': { ok: true },
      'GET /api/auth/providers': [],
    });
    const { router } = renderApp('/reset-password?token=abc123');
    await fill('a-new-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent('please sign in');
    expect(bodiesSentTo(api, 'POST /api/auth/password-reset/confirm')).toEqual([
      { token: 'abc123', password: 'a-new-passphrase' },
    ]);
  });

  it('checks the two passwords and the length rule before sending', async () => {
    const api = stubApi({});
    renderApp('/reset-password?token=abc123');
    await fill('a-new-passphrase', 'another-passphrase');
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await fill('short');
    expect(screen.getByText('Password must be 8 to 200 characters')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/auth/password-reset/confirm')).toEqual([]);
  });

  it('says when the link is invalid or expired, with a way to ask for a new one', async () => {
    stubApi({
      'POST /api/auth/password-reset/confirm': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: INVALID_LINK,
      }),
    });
    renderApp('/reset-password?token=used');
    await fill('a-new-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID_LINK);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says so at once for a link without a token', async () => {
    stubApi({});
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
  });
});

describe('verify e-mail page', () => {
  it('confirms the address once and shows it confirmed', async () => {
    const api = stubApi({
      'GET /api/whoami': (() => {
        let calls = 0;
        return () => (calls++ === 0 ? unverified : verified);
      })(),
      'POST /api/auth/verify-email': { ok: true },
    });
    renderApp('/verify-email?token=tok');
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(bodiesSentTo(api, 'POST /api/auth/verify-email')).toEqual([{ token: 'tok' }]);
    // The reminder is gone now that the address is confirmed.
    expect(screen.queryByRole('complementary', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
  });

  it("shows the server's sentence for a bad link", async () => {
    stubApi({
      'POST /api/auth/verify-email': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This verification link is invalid or has expired',
      }),
    });
    renderApp('/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired',
    );
    expect(screen.getByRole('link', { name: 'Sign in to send a new link' })).toBeInTheDocument();
  });
});

describe('cancel e-mail change page', () => {
  const INVALID_CANCEL = 'This cancellation link is invalid or has expired';

  it('cancels the change once, says so and suggests a new password', async () => {
    const api = stubApi({ 'POST /api/auth/email-change/cancel': { ok: true } });
    renderApp('/cancel-email-change?token=tok');
    expect(
      await screen.findByText(
        'The change of your e-mail address is cancelled; your address stays as it was.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cancel e-mail change' })).toBeInTheDocument();
    expect(document.title).toBe('Cancel e-mail change - Reel Talk');
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(bodiesSentTo(api, 'POST /api/auth/email-change/cancel')).toEqual([{ token: 'tok' }]);
  });

  it("shows the server's sentence for a bad link", async () => {
    stubApi({
      'POST /api/auth/email-change/cancel': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: INVALID_CANCEL,
      }),
    });
    renderApp('/cancel-email-change?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CANCEL);
  });

  it('says so at once for a link without a token, and sends nothing', async () => {
    const api = stubApi({});
    renderApp('/cancel-email-change');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CANCEL);
    expect(callsTo(api, 'POST /api/auth/email-change/cancel')).toEqual([]);
  });
});

describe('confirmation reminder', () => {
  it('asks unverified members to confirm, and sends the link again', async () => {
    const api = stubApi({
      'GET /api/whoami': unverified,
      'POST /api/auth/verify-email/resend': reply(202, { ok: true }),
    });
    renderApp('/about');
    const banner = await screen.findByRole('complementary', { name: 'E-mail confirmation' });
    expect(banner).toHaveTextContent(
      'Please confirm your e-mail address: we sent a link to buff@example.com',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We sent a link to buff@example.com');
    expect(callsTo(api, 'POST /api/auth/verify-email/resend')).toHaveLength(1);
  });

  it('is not shown to verified members or visitors', async () => {
    stubApi({ 'GET /api/whoami': verified });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(callsTo(globalThis.fetch as jest.Mock, 'GET /api/me/page')).toHaveLength(1));
    expect(screen.queryByRole('complementary', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
  });
});

describe('settings: Password and E-mail', () => {
  async function openSettings(
    user: ReturnType<typeof aUser> = verified,
    answers: Record<string, unknown> = {},
  ) {
    const api = stubApi({ 'GET /api/whoami': user, ...answers });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    return api;
  }

  const passwordForm = () => screen.getByRole('form', { name: 'Password' });
  const emailForm = () => screen.getByRole('form', { name: 'E-mail' });

  it('changes the password with the current one and says the other sessions ended', async () => {
    const api = await openSettings(verified, { 'PUT /api/user/password': verified });
    const form = passwordForm();
    const button = within(form).getByRole('button', { name: 'Change password' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all fields');
    await userEvent.type(within(form).getByLabelText('Current password'), 'old-password');
    expect(within(form).getByText('Please fill out all fields')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/^New password/), 'a-new-passphrase');
    await userEvent.type(within(form).getByLabelText('Repeat new password'), 'a-new-passphrase');
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password changed; you were signed out everywhere else',
    );
    expect(bodiesSentTo(api, 'PUT /api/user/password')).toEqual([
      { currentPassword: 'old-password', newPassword: 'a-new-passphrase' },
    ]);
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it("shows 'Current password is incorrect' from the server", async () => {
    await openSettings(verified, {
      'PUT /api/user/password': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Current password is incorrect',
      }),
    });
    const form = passwordForm();
    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong-password');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'a-new-passphrase');
    await userEvent.type(within(form).getByLabelText('Repeat new password'), 'a-new-passphrase');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });

  it('asks for a new address with the current password and says where the link went', async () => {
    const api = await openSettings(verified, { 'PUT /api/user/email': reply(202, { ok: true }) });
    expect(screen.getByText(/buff@example.com/)).toHaveTextContent('buff@example.com: confirmed');
    const form = emailForm();
    await userEvent.type(within(form).getByLabelText('New e-mail address'), 'new@example.com');
    await userEvent.type(within(form).getByLabelText('Current password'), 'my-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We sent a link to new@example.com');
    expect(bodiesSentTo(api, 'PUT /api/user/email')).toEqual([
      { email: 'new@example.com', currentPassword: 'my-password' },
    ]);
  });

  it('shows a taken address as the server says (409)', async () => {
    await openSettings(verified, {
      'PUT /api/user/email': reply(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'An account with that e-mail already exists',
      }),
    });
    const form = emailForm();
    await userEvent.type(within(form).getByLabelText('New e-mail address'), 'taken@example.com');
    await userEvent.type(within(form).getByLabelText('Current password'), 'my-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with that e-mail already exists');
  });

  it('offers "Send again" while the address is not confirmed', async () => {
    await openSettings(unverified);
    expect(screen.getByText(/not confirmed yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send again' }).length).toBeGreaterThan(0);
  });
});
