import { canDeleteLog, canEditLog, canSeeLog, logTitle, reviewExcerpt, watchedOnProblem } from './diary.js';

const NOW = new Date('2026-11-28T10:00:00Z');

describe('watchedOnProblem (product.md §15)', () => {
  it.each([
    ['2026-11-28', null],
    ['1888-01-01', null],
    ['2000-02-29', null],
    ['2026-11-29', 'watchedOn cannot be in the future'],
    ['1887-12-31', 'watchedOn cannot be before 1888-01-01'],
    ['2001-02-29', 'watchedOn must be a date written YYYY-MM-DD'],
    ['2026-13-01', 'watchedOn must be a date written YYYY-MM-DD'],
    ['2026-1-01', 'watchedOn must be a date written YYYY-MM-DD'],
    ['2026-11-28T00:00:00Z', 'watchedOn must be a date written YYYY-MM-DD'],
    ['yesterday', 'watchedOn must be a date written YYYY-MM-DD'],
  ])('%s -> %s', (value, problem) => {
    expect(watchedOnProblem(value, NOW)).toBe(problem);
  });
});

describe('entry policies', () => {
  const entry = { user: { _id: 'a' } };
  it.each([
    ['the author', { _id: 'a', type: 'user' as const }, true, true, true],
    ['another member', { _id: 'b', type: 'user' as const }, false, false, false],
    ['an admin', { _id: 'c', type: 'admin' as const }, false, false, true],
    ['root', { _id: 'd', type: 'root' as const }, false, true, true],
    ['a visitor', undefined, false, false, false],
  ])('%s: edit %s, delete %s, see hidden %s', (_who, user, edit, del, seeHidden) => {
    expect(canEditLog(user, entry)).toBe(edit);
    expect(canDeleteLog(user, entry)).toBe(del);
    expect(canSeeLog(user, { ...entry, hidden: true })).toBe(seeHidden);
    expect(canSeeLog(user, entry)).toBe(true);
  });
});

describe('reviewExcerpt', () => {
  it('keeps a short review whole, spaces folded', () => {
    expect(reviewExcerpt('Loved\n\nit.')).toBe('Loved it.');
  });
  it('cuts a long one at a word with an ellipsis', () => {
    expect(reviewExcerpt('one two three four five', 12)).toBe('one two…');
  });
});

describe("logTitle: an entry's page title (product.md §15)", () => {
  const writeup = { title: 'Dune', type: 'movie' as const, season: null };
  const user = { _id: 'u1', username: 'popcorn-pete', avatar: null };
  it.each([
    ['a review', { review: 'Sand.', rewatch: false }, "popcorn-pete's review of Dune"],
    ['a rewatch with a review', { review: 'Again.', rewatch: true }, "popcorn-pete's review of Dune"],
    ['a watch', { review: null, rewatch: false }, 'popcorn-pete watched Dune'],
    ['a rewatch', { review: null, rewatch: true }, 'popcorn-pete rewatched Dune'],
  ])('%s', (_case, fields, title) => {
    expect(logTitle({ writeup: writeup as never, user, ...fields })).toBe(title);
  });
});
