import { screen } from '@testing-library/react';

import { SITE_CONFIG, stubApi } from '../../test/api-stub';
import { aWriteup, listing } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const POSTER_ID = '0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a';
const BANNER_ID = '1c7a2d3f-5b5c-4d2f-8e8b-3a4f5e6d7c8b';
const poster = `/media/${POSTER_ID}/640x960.webp`;
const banner = `/media/${BANNER_ID}/1920x810.webp`;

function widths(id: string, format: string, sizes: string[]): string {
  return sizes.map((size) => `/media/${id}/${size}.${format} ${size.split('x')[0]}w`).join(', ');
}

describe("the site's own images", () => {
  it('offer AVIF and WebP widths on the review page, with the banner loading first', async () => {
    stubApi({
      'GET /api/writeup/': aWriteup({ poster, image: banner }),
      'GET /api/comment/w1': [],
    });
    renderApp('/review/dune');
    const posterImage = await screen.findByRole('img', { name: 'Dune poster' });
    expect(posterImage).toHaveAttribute('src', poster);
    expect(posterImage).toHaveAttribute(
      'srcset',
      widths(POSTER_ID, 'webp', ['160x240', '320x480', '640x960']),
    );
    expect(posterImage).toHaveAttribute('sizes', '200px');
    expect(posterImage).toHaveAttribute('width', '200');
    expect(posterImage).toHaveAttribute('height', '300');
    const posterAvif = posterImage.parentElement?.querySelector('source');
    expect(posterAvif).toHaveAttribute('type', 'image/avif');
    expect(posterAvif).toHaveAttribute(
      'srcset',
      widths(POSTER_ID, 'avif', ['160x240', '320x480', '640x960']),
    );

    const bannerImage = document.querySelector('.writeup__banner img');
    expect(bannerImage).toHaveAttribute(
      'srcset',
      widths(BANNER_ID, 'webp', ['160x68', '320x135', '640x270', '1280x540', '1920x810']),
    );
    expect(bannerImage).toHaveAttribute('sizes', '100vw');
    expect(bannerImage).toHaveAttribute('loading', 'eager');
    expect(bannerImage).toHaveAttribute('fetchpriority', 'high');
  });

  it('keep hand-typed URLs of older writeups as plain images', async () => {
    stubApi({ 'GET /api/writeup/': aWriteup(), 'GET /api/comment/w1': [] });
    renderApp('/review/dune');
    const posterImage = await screen.findByRole('img', { name: 'Dune poster' });
    expect(posterImage).toHaveAttribute('src', 'https://img.example.com/dune.jpg');
    expect(posterImage).not.toHaveAttribute('srcset');
    expect(posterImage.parentElement?.tagName).not.toBe('PICTURE');
  });

  it('load the first cards of a grid at once and the rest when scrolled near', async () => {
    const writeups = Array.from({ length: 6 }, (_, index) =>
      aWriteup({ _id: `w${index}`, slug: `film-${index}`, title: `Film ${index}`, poster }),
    );
    stubApi({
      'GET /api/announcement': { announcements: [], page: 1, totalPages: 0, totalMatched: 0, pageSize: 1 },
      'GET /api/writeup/listings': listing(writeups),
    });
    renderApp('/');
    await screen.findByRole('link', { name: 'Film 5' });
    const loading = [...document.querySelectorAll('.writeup-card__poster')].map((image) =>
      image.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('come from the media origin when the site has one', async () => {
    stubApi({
      'GET /api/config': { ...SITE_CONFIG, mediaUrl: 'https://cdn.example.com/reviews' },
      'GET /api/writeup/': aWriteup({ poster }),
      'GET /api/comment/w1': [],
    });
    renderApp('/review/dune');
    const posterImage = await screen.findByRole('img', { name: 'Dune poster' });
    expect(posterImage.getAttribute('srcset')).toContain(
      `https://cdn.example.com/reviews/${POSTER_ID}/160x240.webp 160w`,
    );
  });
});
