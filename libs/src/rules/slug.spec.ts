import { buildSlug, slugSource } from './slug.js';
import { ADVERSARIAL_TIMEOUT_MS, finishesInTime } from '../testing/finishes-in-time.js';

describe('buildSlug', () => {
  it.each([
    ['collapses spaces into hyphens', 'The Dark Knight', 'the-dark-knight'],
    ['treats %20 as a space', 'The%20Dark%20Knight', 'the-dark-knight'],
    ['collapses repeated spaces', 'The   Dark \t Knight', 'the-dark-knight'],
    ['drops punctuation', "Ocean's Eleven: Part 1!", 'oceans-eleven-part-1'],
    ['keeps digits', '2001: A Space Odyssey', '2001-a-space-odyssey'],
    ['lowercases', 'DUNE', 'dune'],
    ['ignores leading and trailing spaces', '  Heat  ', 'heat'],
    ['keeps at most the first five parts', 'One Two Three Four Five Six Seven', 'one-two-three-four-five'],
    ['does not produce empty parts from consecutive hyphens', 'Spider - Man -- Far', 'spider-man-far'],
    ['does not count empty parts towards the five', 'a -- b -- c -- d -- e -- f', 'a-b-c-d-e'],
    ['keeps hyphens inside words', 'Spider-Man: No Way Home', 'spider-man-no-way-home'],
    ['folds accents', 'Amélie', 'amelie'],
    ['keeps letters of other scripts', 'Тихий Дон', 'тихий-дон'],
    ['gives an empty slug when nothing usable is left', '?!', ''],
    ['gives an empty slug for an empty title', '', ''],
  ])('%s', (_case, title, slug) => {
    expect(buildSlug(title)).toBe(slug);
  });
});

describe('slugSource', () => {
  it.each([
    ['a movie is its title', { type: 'movie', title: 'Dune', season: null }, 'Dune'],
    [
      'a series with a season adds it',
      { type: 'series', title: 'Severance', season: 2 },
      'Severance season 2',
    ],
    [
      'a series without a season is its title',
      { type: 'series', title: 'Severance', season: null },
      'Severance',
    ],
    ['an article ignores a season', { type: 'article', title: 'Why Films', season: 3 }, 'Why Films'],
  ] as const)('%s', (_case, writeup, source) => {
    expect(slugSource(writeup)).toBe(source);
  });

  it('builds the slug of a series season', () => {
    expect(buildSlug(slugSource({ type: 'series', title: 'The Last of Us', season: 1 }))).toBe(
      'the-last-of-us-season',
    );
  });
});

describe('buildSlug on adversarial titles', () => {
  it.each([
    ['percent-encoded spaces', '%20'.repeat(33_000), ''],
    ['accents stacked on one letter', `e${'\u0301'.repeat(100_000)}`, 'e'],
    ['whitespace runs between words', `a${' \t'.repeat(50_000)}b`, 'a-b'],
    ['hyphens', `a${'-'.repeat(100_000)}b`, 'a-b'],
    ['symbols', `${'!['.repeat(50_000)}dune`, 'dune'],
  ])(
    'builds the slug of %s in bounded time',
    async (_case, title, slug) => {
      expect(await finishesInTime(() => buildSlug(title))).toBe(slug);
    },
    ADVERSARIAL_TIMEOUT_MS,
  );
});
