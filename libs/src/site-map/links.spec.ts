import type { Actor } from '../rules/policies.js';
import { listPath, writeupLink } from './links.js';

const visitor: Actor = null;
const member: Actor = { _id: 'u1', type: 'user' };
const author: Actor = { _id: 'a1', type: 'admin' };
const otherAdmin: Actor = { _id: 'a2', type: 'admin' };
const root: Actor = { _id: 'r1', type: 'root' };

type LinkedWriteup = Parameters<typeof writeupLink>[0];

const published: LinkedWriteup = {
  _id: 'w1',
  type: 'movie',
  slug: 'dune',
  draft: false,
  admin: { _id: 'a1' },
};
const draft: LinkedWriteup = { ...published, slug: null, draft: true };

describe('writeupLink', () => {
  it.each<[string, LinkedWriteup, Actor, string]>([
    ['a review', published, visitor, '/review/dune'],
    [
      'a series review',
      { ...published, type: 'series', slug: 'severance-season-2' },
      member,
      '/review/severance-season-2',
    ],
    ['an article', { ...published, type: 'article', slug: 'why-we-watch' }, visitor, '/article/why-we-watch'],
    ['a draft for its author', draft, author, '/edit/w1'],
    ['a draft for root', draft, root, '/edit/w1'],
    ['a published writeup for its author', published, author, '/review/dune'],
    [
      'a draft that was published before, for another admin',
      { ...draft, slug: 'dune' },
      otherAdmin,
      '/review/dune',
    ],
    ['a never-published draft', draft, otherAdmin, '/edit/w1'],
  ])('%s', (_case, writeup, user, link) => {
    expect(writeupLink(writeup, user)).toBe(link);
  });
});

describe('listPath', () => {
  it('is the list page of the site map, its id encoded', () => {
    expect(listPath('l1')).toBe('/list/l1');
    expect(listPath('a/b')).toBe('/list/a%2Fb');
  });
});
