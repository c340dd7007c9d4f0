import { COLLECTIONS } from '../constants.js';
import type { WriteupInput } from './writeup-fields.js';
import { validateWriteupLimits } from './writeup-limits.js';

const KEYWORDS = COLLECTIONS.map((collection) => collection.search);

const valid: WriteupInput = {
  type: 'movie',
  title: 'Dune',
  releaseYear: 2021,
  runtime: 155,
  season: null,
  rating: 88,
  genre: ['Sci-Fi', 'Drama', 'Adventure'],
  tags: ['sand', 'spice', 'worms'],
  collections: ['must-watch', 'best-of-2020s', 'stafffavorite', 'best-sci-fi', 'hidden-gem'],
  content: 'Sand.',
};

describe('validateWriteupLimits', () => {
  it.each<[string, WriteupInput, string[]]>([
    ['a writeup within every limit', valid, []],
    ['a new draft with nothing filled in', { type: 'series' }, []],
    ['nulls everywhere', { type: 'movie', releaseYear: null, runtime: null, season: null, rating: null }, []],
    ['a rating of 0', { ...valid, rating: 0 }, []],
    ['a rating of 100', { ...valid, rating: 100 }, []],
    ['a rating above 100', { ...valid, rating: 101 }, ['Rating must be a whole number from 0 to 100']],
    ['a negative rating', { ...valid, rating: -1 }, ['Rating must be a whole number from 0 to 100']],
    ['a fractional rating', { ...valid, rating: 7.5 }, ['Rating must be a whole number from 0 to 100']],
    ['a release year of 9999', { ...valid, releaseYear: 9999 }, []],
    [
      'a five-digit release year',
      { ...valid, releaseYear: 10_000 },
      ['Release year must be a whole number of at most 4 digits'],
    ],
    [
      'a negative release year',
      { ...valid, releaseYear: -1 },
      ['Release year must be a whole number of at most 4 digits'],
    ],
    ['a zero runtime', { ...valid, runtime: 0 }, ['Runtime must be a whole number from 1 to 99999']],
    ['a fractional runtime', { ...valid, runtime: 90.5 }, ['Runtime must be a whole number from 1 to 99999']],
    ['a runtime of 99999 minutes', { ...valid, runtime: 99_999 }, []],
    [
      'a runtime past what the database holds',
      { ...valid, runtime: 2 ** 31 },
      ['Runtime must be a whole number from 1 to 99999'],
    ],
    ['a negative season', { ...valid, season: -2 }, ['Season must be a whole number from 1 to 999']],
    ['season 999', { ...valid, type: 'series', runtime: null, season: 999 }, []],
    ['season 1000', { ...valid, season: 1000 }, ['Season must be a whole number from 1 to 999']],
    [
      'a release year past what the database holds',
      { ...valid, releaseYear: 2 ** 31 },
      ['Release year must be a whole number of at most 4 digits'],
    ],
    [
      'a rating past what the database holds',
      { ...valid, rating: 2 ** 53 },
      ['Rating must be a whole number from 0 to 100'],
    ],
    ['four genres', { ...valid, genre: ['a', 'b', 'c', 'd'] }, ['Genre allows at most 3 entries']],
    ['four tags', { ...valid, tags: ['a', 'b', 'c', 'd'] }, ['Tags allows at most 3 entries']],
    [
      'six collections',
      { ...valid, collections: [...(valid.collections ?? []), 'special'] },
      ['Collections allows at most 5 entries'],
    ],
    [
      'an unknown collection',
      { ...valid, collections: ['must-watch', 'nope'] },
      ['Unknown collections: nope'],
    ],
    ['focal points', { ...valid, posterFocus: '20% 80%', imageFocus: '100% 0%' }, []],
    [
      'a poster focal point past the image',
      { ...valid, posterFocus: '120% 50%' },
      ['Poster focal point must be two whole percentages from 0 to 100, like "50% 30%"'],
    ],
    [
      'a banner focal point in other CSS',
      { ...valid, imageFocus: 'center; color: red' },
      ['Banner focal point must be two whole percentages from 0 to 100, like "50% 30%"'],
    ],
    ['a title of 200 characters', { ...valid, title: 'x'.repeat(200) }, []],
    [
      'a title of 201 characters',
      { ...valid, title: 'x'.repeat(201) },
      ['Title must be at most 200 characters'],
    ],
    ['emoji counted as one character each', { ...valid, title: '🎬'.repeat(200) }, []],
    ['a long headline', { ...valid, headline: 'x'.repeat(201) }, ['Headline must be at most 200 characters']],
    ['a long poster URL', { ...valid, poster: 'x'.repeat(2049) }, ['Poster must be at most 2048 characters']],
    [
      'content too long',
      { ...valid, content: 'x'.repeat(100_001) },
      ['Content must be at most 100000 characters'],
    ],
    ['notes too long', { ...valid, notes: 'x'.repeat(10_001) }, ['Notes must be at most 10000 characters']],
    [
      'a long genre entry',
      { ...valid, genre: ['x'.repeat(201)] },
      ['Genre entries must be at most 200 characters'],
    ],
    [
      'several problems at once',
      { ...valid, rating: 500, tags: ['a', 'b', 'c', 'd'], title: 'x'.repeat(201) },
      [
        'Title must be at most 200 characters',
        'Tags allows at most 3 entries',
        'Rating must be a whole number from 0 to 100',
      ],
    ],
  ])('%s', (_case, writeup, problems) => {
    expect(validateWriteupLimits(writeup, KEYWORDS)).toEqual(problems);
  });
});
