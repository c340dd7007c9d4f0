import { inMemoryPage } from './in-memory-page';

const records = [
  { id: 'a', title: 'Dune', rating: 88 },
  { id: 'b', title: 'Arrival', rating: null },
  { id: 'c', title: 'Heat', rating: 91 },
  { id: 'd', title: 'Solaris', rating: 70 },
];
const ids = (page: { data: { id: string }[] }) => page.data.map((record) => record.id);

describe('inMemoryPage', () => {
  it.each([
    ['no sort keeps the server order', undefined, { page: 1, perPage: 10 }, ['a', 'b', 'c', 'd']],
    ['text ascending', { field: 'title', order: 'ASC' }, { page: 1, perPage: 10 }, ['b', 'a', 'c', 'd']],
    ['text descending', { field: 'title', order: 'DESC' }, { page: 1, perPage: 10 }, ['d', 'c', 'a', 'b']],
    [
      'numbers ascending, missing last',
      { field: 'rating', order: 'ASC' },
      { page: 1, perPage: 10 },
      ['d', 'a', 'c', 'b'],
    ],
    [
      'numbers descending, missing last',
      { field: 'rating', order: 'DESC' },
      { page: 1, perPage: 10 },
      ['c', 'a', 'd', 'b'],
    ],
    ['the second page', { field: 'title', order: 'ASC' }, { page: 2, perPage: 3 }, ['d']],
    ['a page past the end is empty', undefined, { page: 3, perPage: 2 }, []],
  ] as const)('%s', (_case, sort, pagination, expected) => {
    const page = inMemoryPage([...records], { sort, pagination });
    expect(ids(page)).toEqual(expected);
    expect(page.total).toBe(records.length);
  });

  it('sorts by what valueOf reads, ties in the server order', () => {
    const page = inMemoryPage(
      records,
      { sort: { field: 'length', order: 'DESC' } },
      (record) => record.title.length,
    );
    expect(ids(page)).toEqual(['b', 'd', 'a', 'c']);
  });
});
