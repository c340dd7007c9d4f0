import { listingSort, writeupSortValue } from './writeup-sorts';

describe('listingSort', () => {
  it.each([
    [{ field: 'date', order: 'DESC' }, 'new'],
    [{ field: 'date', order: 'ASC' }, 'old'],
    [{ field: 'title', order: 'ASC' }, 'alphabetical'],
    [{ field: 'title', order: 'DESC' }, 'alphabetical-reverse'],
    [{ field: 'rating', order: 'DESC' }, 'high'],
    [{ field: 'rating', order: 'ASC' }, 'low'],
    [{ field: 'releaseYear', order: 'DESC' }, 'release'],
    [{ field: 'releaseYear', order: 'ASC' }, 'release-reverse'],
    [{ field: 'id', order: 'ASC' }, 'new'],
    [undefined, 'new'],
  ] as const)('%p is the listing sort %s', (sort, expected) => {
    expect(listingSort(sort)).toBe(expected);
  });
});

describe('writeupSortValue', () => {
  const writeup = { title: 'Dune', rating: 88, visibleAfter: null, updated: '2024-03-01T00:00:00.000Z' };
  it.each([
    ['date', '2024-03-01T00:00:00.000Z'],
    ['title', 'Dune'],
    ['rating', 88],
    ['content', undefined],
  ])('%s reads %p', (field, expected) => {
    expect(writeupSortValue(writeup, field)).toBe(expected);
  });

  it('reads the schedule as the date of a scheduled writeup', () => {
    expect(writeupSortValue({ ...writeup, visibleAfter: '2030-01-01T12:00:00.000Z' }, 'date')).toBe(
      '2030-01-01T12:00:00.000Z',
    );
  });
});
