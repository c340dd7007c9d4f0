import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { stubApi } from '../../test/api-stub';
import { aUser, listing } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const home = { 'GET /api/writeup/listings': listing([]) };

describe('navigation bar', () => {
  it('offers login and register to a visitor once whoami answers', async () => {
    stubApi(home);
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    for (const name of ['Movies', 'Shows', 'Articles', 'Collections', 'Leaderboard']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Post' })).not.toBeInTheDocument();
  });

  it('shows no account links before whoami answers, so the wrong ones never flash', () => {
    stubApi({ ...home, 'GET /api/whoami': () => new Promise(() => undefined) });
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('offers settings, profile, logout and Post to a signed-in admin', async () => {
    stubApi({ ...home, 'GET /api/whoami': aUser({ type: 'admin', username: 'ed' }) });
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/ed');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Post' })).toHaveAttribute('href', '/post/review');
    expect(await screen.findByRole('link', { name: 'My character' })).toHaveAttribute('href', '/me');
  });

  it('offers a signed-in member settings, profile and logout, but not Post', async () => {
    stubApi({ ...home, 'GET /api/whoami': aUser({ type: 'user', username: 'moviebuff' }) });
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/moviebuff',
    );
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Post' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logs out: forgets the user and goes home', async () => {
    stubApi({ ...home, 'GET /api/whoami': aUser(), 'POST /api/logout': { ok: true } });
    const { router } = renderApp('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Logout' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('user-store')).toContain('"user":null');
  });

  it('closes the phone menu with Escape and gives focus back to its toggle', async () => {
    stubApi(home);
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'Movies' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('page titles and footer', () => {
  it('titles pages "{title} - {site name}" and links Contact to the configured address', async () => {
    stubApi();
    renderApp('/collections');
    expect(await screen.findByRole('heading', { name: 'Collections', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Collections - Reel Talk');
    expect(await screen.findByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    const discover = screen.getByRole('navigation', { name: 'Discover' });
    expect(within(discover).getByRole('link', { name: 'Must Watch' })).toHaveAttribute(
      'href',
      '/collection/must-watch/new',
    );
    expect(within(discover).getByRole('link', { name: 'Random' })).toHaveAttribute('href', '/random');
  });
});
