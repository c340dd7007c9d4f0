import { matchPage, pageTitle, pathTo } from './match.js';
import { SITE_PAGES, type PageKey } from './pages.js';

describe('matchPage', () => {
  it.each<[string, PageKey, Record<string, string>]>([
    ['/', 'home', {}],
    ['', 'home', {}],
    ['/?query=x#top', 'home', {}],
    ['/about', 'about', {}],
    ['/about/', 'about', {}],
    ['/about//', 'about', {}],
    ['/movie/high', 'movie', { sort: 'high' }],
    ['/movie/sideways', 'movie', { sort: 'sideways' }],
    ['/series/new/', 'series', { sort: 'new' }],
    ['/articles/old?page=2', 'articles', { sort: 'old' }],
    ['/collection/must-watch', 'collectionRedirect', { slug: 'must-watch' }],
    ['/collection/must-watch/high', 'collection', { slug: 'must-watch', sort: 'high' }],
    ['/review/dune', 'review', { slug: 'dune' }],
    ['/article/caf%C3%A9', 'article', { slug: 'café' }],
    ['/profile/some.user', 'profile', { username: 'some.user' }],
    ['/user/a%2Fb', 'user', { username: 'a/b' }],
    ['/roundup', 'ownRoundup', {}],
    ['/roundup/pete?month=march-2023', 'roundup', { username: 'pete' }],
    ['/reset-password?token=abc', 'resetPassword', {}],
    ['/post', 'dashboard', {}],
    ['/post/', 'dashboard', {}],
    ['/post/review', 'drafts', {}],
    ['/post/review/', 'drafts', {}],
    ['/post/moderation', 'moderation', {}],
    ['/edit/abc123', 'edit', { id: 'abc123' }],
    ['/edit/abc123/?tab=1#top', 'edit', { id: 'abc123' }],
    ['/preview/abc123', 'preview', { id: 'abc123' }],
    ['/root', 'root', {}],
    ['/root/', 'root', {}],
  ])('%s is %s with %p', (path, key, params) => {
    expect(matchPage(path)).toMatchObject({ key, page: SITE_PAGES[key], params });
  });

  it.each([
    ['a page name with more after it', '/rootx'],
    ['a console page name with more after it', '/post/reviewx'],
    ['a page below a page', '/root/users'],
    ['an unknown page of a section', '/post/other'],
    ['an edit without its id', '/edit/'],
    ['an edit with an empty id', '/edit//'],
    ['an edit with a path for its id', '/edit/a/b'],
    ['an edit whose id is not valid percent-encoding', '/edit/%E0%A4%A'],
    ['a review whose slug is not valid percent-encoding', '/review/%E0%A4%A'],
    ['a listing without its sort', '/movie'],
    ['a path too deep', '/review/dune/comments'],
    ['an empty segment inside a path', '//about'],
    ['an unknown page', '/nowhere'],
    ['the not-found pattern itself', '/*'],
    ['another letter case', '/About'],
  ])('%s (%s) is the not-found page', (_case, path) => {
    expect(matchPage(path).key).toBe('notFound');
  });
});

describe('SITE_PAGES', () => {
  it('has one page a pattern', () => {
    const patterns = Object.values(SITE_PAGES).map((page) => page.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('matches each pattern to its own page', () => {
    for (const [key, page] of Object.entries(SITE_PAGES)) {
      if (page.pattern === '*') continue;
      const path = page.pattern.replace(/:[^/]+/g, 'x');
      expect({ path, key: matchPage(path).key }).toEqual({ path, key });
    }
  });
});

describe('pathTo', () => {
  it.each<[string, Record<string, string>, string]>([
    ['/about', {}, '/about'],
    ['/collection/:slug/:sort', { slug: 'must-watch', sort: 'new' }, '/collection/must-watch/new'],
    ['/profile/:username', { username: 'a b/c' }, '/profile/a%20b%2Fc'],
    ['/article/:slug', { slug: 'café' }, '/article/caf%C3%A9'],
  ])('%s with %p is %s', (pattern, params, path) => {
    expect(pathTo(pattern, params)).toBe(path);
  });

  it('gives back the parameters matchPage reads', () => {
    const path = pathTo(SITE_PAGES.roundup.pattern, { username: 'é/?#' });
    expect(matchPage(path).params).toEqual({ username: 'é/?#' });
  });
});

describe('pageTitle', () => {
  it.each([
    ['a page with a fixed title', SITE_PAGES.random, undefined, 'Random review'],
    ['the console page spec §2 names', SITE_PAGES.root, undefined, 'Hello there!'],
    ['the not-found page (spec §2)', SITE_PAGES.notFound, undefined, '404'],
    ['the collections page (spec §2)', SITE_PAGES.collections, undefined, 'Collections'],
    ['a writeup, by its title', SITE_PAGES.review, 'Dune', 'Dune'],
    ['a roundup, by its member', SITE_PAGES.roundup, 'pete', "pete's roundup"],
  ])('%s', (_case, page, name, title) => {
    expect(pageTitle(page, name)).toBe(title);
  });
});
