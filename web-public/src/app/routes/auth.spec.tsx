import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, reply, stubApi } from '../../test/api-stub';
import { aUser } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const base = { 'GET /api/auth/providers': [] };
const member = aUser({ username: 'moviebuff' });

async function fillIn(identifier: string, password: string) {
  if (identifier) await userEvent.type(await screen.findByLabelText(/^Email/), identifier);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('login', () => {
  it('needs both fields: the button stays disabled and says why', async () => {
    stubApi(base);
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Please fill in all fields')).toBeInTheDocument();
    await fillIn('moviebuff', '');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    expect(button).toBeEnabled();
    expect(screen.queryByText('Please fill in all fields')).not.toBeInTheDocument();
    expect(document.title).toBe('Login - Reel Talk');
  });

  it('stores the user and goes back one page on success', async () => {
    const api = stubApi({ ...base, 'POST /api/login': member });
    const { router } = renderApp(['/about', '/login']);
    await fillIn('moviebuff', 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.location.pathname).toBe('/about'));
    expect(bodiesSentTo(api, 'POST /api/login')).toEqual([
      { emailOrUsername: 'moviebuff', email: 'moviebuff', password: 'secret-password', type: 'email' },
    ]);
    expect(await within(nav()).findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(sessionStorage.getItem('user-store')).toContain('"username":"moviebuff"');
  });

  it('goes home after success when the visit began on the login page', async () => {
    stubApi({ ...base, 'POST /api/login': member, 'GET /api/writeup/listings': reply(500, {}) });
    const { router } = renderApp('/login');
    await fillIn('moviebuff', 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it("says 'Incorrect email or password' and clears the fields when refused", async () => {
    stubApi({
      ...base,
      'POST /api/login': reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Nope' }),
    });
    renderApp('/login');
    await fillIn('moviebuff', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText('Email or username')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(within(nav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the message of a failed identity-provider login', async () => {
    stubApi(base);
    renderApp('/login?error=Your%20Google%20account%20has%20no%20verified%20e-mail');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Google account has no verified e-mail');
  });

  it('offers each configured identity provider, returning to the page that asked', async () => {
    stubApi({
      'GET /api/auth/providers': [{ type: 'google', name: 'Google', loginUrl: '/api/auth/oidc' }],
    });
    renderApp('/settings');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc?returnTo=%2Fsettings',
    );
  });

  it('brings a provider sign-in started from the navigation back to the page it was on', async () => {
    stubApi({
      ...base,
      'GET /api/auth/providers': [{ type: 'google', name: 'Google', loginUrl: '/api/auth/oidc' }],
    });
    renderApp('/about');
    await userEvent.click(await within(nav()).findByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc?returnTo=%2Fabout',
    );
  });

  it('offers no provider button when none is configured', async () => {
    stubApi(base);
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});

describe('register', () => {
  it('uses the same form, and going back skips the login page it came through', async () => {
    const api = stubApi({ ...base, 'POST /api/register': reply(201, member) });
    const { router } = renderApp(['/stats', '/login']);
    const form = await screen.findByRole('form', { name: 'Login' });
    await userEvent.click(within(form).getByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    await fillIn('new@example.com', 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.location.pathname).toBe('/stats'));
    expect(bodiesSentTo(api, 'POST /api/register')).toEqual([
      {
        emailOrUsername: 'new@example.com',
        email: 'new@example.com',
        password: 'long-enough',
        type: 'email',
      },
    ]);
    expect(callsTo(api, 'POST /api/login')).toHaveLength(0);
  });

  it("shows the server's message and clears the fields when refused", async () => {
    stubApi({
      ...base,
      'POST /api/register': reply(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'An account with this e-mail already exists',
      }),
    });
    renderApp('/register');
    await fillIn('taken@example.com', 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('checks the password length before asking the server', async () => {
    const api = stubApi(base);
    renderApp('/register');
    await fillIn('new@example.com', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be 8 to 200 characters');
    expect(callsTo(api, 'POST /api/register')).toHaveLength(0);
  });
});

describe('pages for members', () => {
  it('sends a visitor to /login and back to the page after signing in', async () => {
    stubApi({ ...base, 'POST /api/login': member });
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.location.pathname).toBe('/login');
    await fillIn('moviebuff', 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/settings');
  });

  it('takes /me to the own profile', async () => {
    stubApi({
      'GET /api/whoami': member,
      'GET /api/user/moviebuff': member,
      'GET /api/writeup/user/moviebuff': { writeups: [] },
    });
    const { router } = renderApp('/me');
    expect(await screen.findByRole('heading', { name: 'moviebuff', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/profile/moviebuff');
  });

  it('takes /roundup to the own roundup of the current month', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/writeup/roundup/moviebuff': { authored: [], commented: [] },
    });
    const { router } = renderApp('/roundup');
    expect(await screen.findByText('No comments this month.')).toBeInTheDocument();
    const now = new Date();
    const month = `${now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }).toLowerCase()}-${now.getUTCFullYear()}`;
    expect(router.location.pathname).toBe('/roundup/moviebuff');
    expect(router.location.search).toBe(`?month=${month}`);
    const [url] = callsTo(api, 'GET /api/writeup/roundup/moviebuff');
    expect(url.searchParams.get('start')).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
  });

  it('waits for whoami before deciding a visitor must sign in', async () => {
    stubApi({ ...base, 'GET /api/whoami': () => new Promise(() => undefined) });
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/settings');
  });
});
