import {
  displayHeadline,
  displayReleaseYear,
  displayTitle,
  fallbackImage,
  titleWithSeason,
} from './display.js';

describe('titleWithSeason', () => {
  it.each([
    ['a movie is its title', { type: 'movie', title: 'Dune', season: null }, 'Dune'],
    ['a series adds its season', { type: 'series', title: 'Severance', season: 2 }, 'Severance (Season 2)'],
    ['a series without a season', { type: 'series', title: 'Severance', season: null }, 'Severance'],
    ['an article never shows a season', { type: 'article', title: 'Essay', season: 4 }, 'Essay'],
    ['an untitled series season', { type: 'series', title: '', season: 1 }, 'Untitled series (Season 1)'],
  ] as const)('%s', (_case, writeup, shown) => {
    expect(titleWithSeason(writeup)).toBe(shown);
  });
});

describe('displayTitle', () => {
  it.each([
    [{ type: 'movie', title: 'Heat' }, 'Heat'],
    [{ type: 'movie', title: '' }, 'Untitled movie'],
    [{ type: 'series', title: '   ' }, 'Untitled series'],
    [{ type: 'article', title: null }, 'Untitled article'],
    [{ type: 'article' }, 'Untitled article'],
  ] as const)('shows %p as %p', (writeup, shown) => {
    expect(displayTitle(writeup)).toBe(shown);
  });
});

describe('displayReleaseYear', () => {
  it.each([
    [{ releaseYear: 1995 }, '1995'],
    [{ releaseYear: 0 }, '0'],
    [{ releaseYear: null }, 'YYYY'],
    [{ releaseYear: -1 }, 'YYYY'],
    [{}, 'YYYY'],
  ])('shows %p as %p', (writeup, shown) => {
    expect(displayReleaseYear(writeup)).toBe(shown);
  });
});

describe('displayHeadline', () => {
  it.each([
    [{ headline: 'Why we watch' }, 'Why we watch'],
    [{ headline: '' }, 'Unknown headline'],
    [{ headline: ' \n' }, 'Unknown headline'],
    [{}, 'Unknown headline'],
  ])('shows %p as %p', (writeup, shown) => {
    expect(displayHeadline(writeup)).toBe(shown);
  });
});

describe('fallbackImage', () => {
  it.each([
    ['landscape', '/images/missing-landscape.webp'],
    ['portrait', '/images/missing-portrait.webp'],
  ] as const)('gives the %s placeholder', (kind, path) => {
    expect(fallbackImage(kind)).toBe(path);
  });
});
