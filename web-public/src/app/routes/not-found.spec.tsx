import { screen } from '@testing-library/react';

import { stubApi } from '../../test/api-stub';
import { aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

describe('404 page', () => {
  it('apologises, links to login and shows a random writeup as a grid card', async () => {
    stubApi({ 'GET /api/writeup/random': aWriteup({ title: 'Alien', slug: 'alien' }) });
    renderApp('/no/such/page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent ===
          'Oops! The droids you’re looking could not be found. Try logging in first, or check out this random review!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'logging in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/review/alien');
    expect(document.title).toBe('404 - Reel Talk');
  });

  it('sends a stray /api address home', async () => {
    stubApi({
      'GET /api/writeup/listings': { writeups: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 },
    });
    const { router } = renderApp('/api/unknown');
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });
});
