import { listingSort } from './writeup-sorts';

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
