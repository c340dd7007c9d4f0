import { screen } from '@testing-library/react';

import { stubApi } from '../../test/api-stub';
import { aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const CONSOLE_PAGES = ['/post/review', '/edit/abc123', '/preview/abc123', '/root'];

/** The reader site gets a console page from the server only when its viewer may not open it. */
describe('console pages in the reader site', () => {
  it.each(CONSOLE_PAGES)('send a visitor at %s to sign in, coming back after', async (path) => {
    stubApi();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect(router.location.state).toEqual({ from: path });
    expect(screen.queryByText('Hello there!')).not.toBeInTheDocument();
  });

  it.each(CONSOLE_PAGES)('show a member the not-found page at %s', async (path) => {
    stubApi({
      'GET /api/whoami': aUser({ type: 'user' }),
      'GET /api/writeup/random': aWriteup({ title: 'Alien', slug: 'alien' }),
    });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: '404', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Alien' })).toBeInTheDocument();
    expect(router.location.pathname).toBe(path);
    expect(document.title).toBe('404 - Reel Talk');
    expect(screen.queryByText('Hello there!')).not.toBeInTheDocument();
  });

  it('shows an admin the not-found page at /root, which is root only', async () => {
    stubApi({
      'GET /api/whoami': aUser({ type: 'admin' }),
      'GET /api/writeup/random': aWriteup({ title: 'Alien', slug: 'alien' }),
    });
    renderApp('/root');
    expect(await screen.findByRole('heading', { name: '404', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('404 - Reel Talk');
  });
});
