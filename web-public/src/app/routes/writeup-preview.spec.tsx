import { screen, within } from '@testing-library/react';

import { reply, stubApi } from '../../test/api-stub';
import { aUser, aWriteup, listing } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const admin = aUser({ _id: 'a1', username: 'critic', type: 'admin' });
const share = {
  siteName: 'Reel Talk',
  title: 'Dune - Reel Talk',
  description: 'Sand.',
  image: null,
  url: null,
};

/** An image found by its place on the page: banners and card posters are decorative, so unnamed. */
const imageIn = (container: Element, selector: string) => container.querySelector(selector) as HTMLElement;

describe('crops keep the focal point (issue 28)', () => {
  it("places the writeup page's banner and poster at their focal points", async () => {
    stubApi({
      'GET /api/writeup/': aWriteup({ posterFocus: '20% 10%', imageFocus: '65% 30%' }),
      'GET /api/comment/w1': [],
    });
    renderApp('/review/dune');
    const poster = await screen.findByRole('img', { name: 'Dune poster' });
    expect(poster).toHaveStyle({ objectPosition: '20% 10%' });
    const banner = imageIn(document.body, '.writeup__banner img');
    expect(banner).toHaveStyle({ objectPosition: '65% 30%' });
  });

  it('places the posters of cards at their focal points', async () => {
    stubApi({
      'GET /api/writeup/listings': listing([aWriteup({ posterFocus: '0% 100%' })]),
    });
    renderApp('/');
    await screen.findByRole('link', { name: 'Dune' });
    expect(imageIn(document.body, '.writeup-card__poster')).toHaveStyle({ objectPosition: '0% 100%' });
  });

  it('centres a placeholder, whatever point the missing image had', async () => {
    stubApi({
      'GET /api/writeup/': aWriteup({ poster: '', posterFocus: '20% 10%' }),
      'GET /api/comment/w1': [],
    });
    renderApp('/review/dune');
    const poster = await screen.findByRole('img', { name: 'Dune poster' });
    expect(poster).toHaveAttribute('src', '/images/missing-portrait.webp');
    expect(poster.style.objectPosition).toBe('');
  });
});

describe('/reader-preview/:id', () => {
  it("shows a draft on the reader site's own writeup page, from the editor's read", async () => {
    const api = stubApi({
      'GET /api/whoami': admin,
      'GET /api/writeup/w1/preview': {
        writeup: aWriteup({
          draft: true,
          slug: null,
          content: 'Spice **must** flow.',
          imageFocus: '10% 90%',
        }),
        share,
      },
    });
    renderApp('/reader-preview/w1');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Dune' })).closest('article')!;
    expect(article).toHaveClass('writeup');
    expect(within(article).getByText('must').tagName).toBe('STRONG');
    expect(imageIn(article, '.writeup__banner img')).toHaveStyle({ objectPosition: '10% 90%' });
    expect(within(article).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(document.title).toBe('Preview: Dune - Reel Talk');
    expect(api.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).not.toContain(
      '/api/comment/w1',
    );
  });

  it.each([
    ['a visitor', 401, 'Not signed in'],
    ['a member', 403, 'Not an admin or root'],
    ['another admin', 404, 'Writeup not found'],
  ])('shows %s the not-found page', async (_who, status, message) => {
    stubApi({
      'GET /api/writeup/w1/preview': reply(status, { statusCode: status, error: 'Error', message }),
      'GET /api/writeup/random': aWriteup({ title: 'Alien', slug: 'alien' }),
    });
    renderApp('/reader-preview/w1');
    expect(await screen.findByText(/could not be found/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dune' })).not.toBeInTheDocument();
  });
});
