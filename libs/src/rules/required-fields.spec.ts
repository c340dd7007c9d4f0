import type { WriteupInput } from './writeup-fields.js';
import { missingRequiredFields } from './required-fields.js';

const movie: WriteupInput = {
  type: 'movie',
  title: 'Dune',
  releaseYear: 2021,
  runtime: 155,
  content: 'Sand, and plenty of it.',
  image: '/images/dune-banner.webp',
  poster: '/images/dune.webp',
  director: 'Denis Villeneuve',
  mpaa: 'PG-13',
  genre: ['Sci-Fi'],
  rating: 88,
};
const series: WriteupInput = { ...movie, type: 'series', runtime: null, season: 1 };
const article: WriteupInput = {
  type: 'article',
  title: 'Why we watch',
  headline: 'A love letter to cinemas',
  content: 'Words.',
  image: '/images/cinema.webp',
  tags: ['essay'],
};

describe('missingRequiredFields', () => {
  it.each<[string, WriteupInput, string[]]>([
    ['a complete movie lacks nothing', movie, []],
    ['a complete series lacks nothing (runtime is for movies)', series, []],
    ['a complete article lacks nothing', article, []],
    ['a movie needs a runtime', { ...movie, runtime: null }, ['runtime']],
    ['a rating of 0 is a rating', { ...movie, rating: 0 }, []],
    ['a negative rating is missing', { ...movie, rating: -1 }, ['rating']],
    ['a negative release year is missing', { ...movie, releaseYear: -2021 }, ['releaseYear']],
    ['a negative runtime is missing', { ...movie, runtime: -5 }, ['runtime']],
    ['a whitespace-only title is missing', { ...movie, title: '  \n' }, ['title']],
    ['an empty genre list is missing', { ...movie, genre: [] }, ['genre']],
    ['a genre list of blanks is missing', { ...movie, genre: [' '] }, ['genre']],
    ['an article needs tags', { ...article, tags: [] }, ['tags']],
    ['an article needs a headline', { ...article, headline: '' }, ['headline']],
    ['an article does not need a poster or rating', { ...article, poster: '', rating: -1 }, []],
    [
      'a new movie draft lacks everything, in a stable order',
      { type: 'movie' },
      [
        'title',
        'releaseYear',
        'content',
        'image',
        'poster',
        'director',
        'mpaa',
        'genre',
        'rating',
        'runtime',
      ],
    ],
    [
      'a new series draft lacks everything but the runtime',
      { type: 'series', title: '', genre: [], rating: 0 },
      ['title', 'releaseYear', 'content', 'image', 'poster', 'director', 'mpaa', 'genre'],
    ],
    ['a new article draft', { type: 'article' }, ['title', 'headline', 'content', 'image', 'tags']],
  ])('%s', (_case, writeup, missing) => {
    expect(missingRequiredFields(writeup)).toEqual(missing);
  });
});
