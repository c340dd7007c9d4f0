import { isConsolePath, mayOpenConsolePath } from './access.js';

describe('isConsolePath', () => {
  it.each([
    ['/post/review', true],
    ['/post/review/', true],
    ['/post/moderation', true],
    ['/post/writeups', true],
    ['/post/announcements/', true],
    ['/post/writeups/abc', false],
    ['/edit/abc123', true],
    ['/edit/abc123?tab=1#top', true],
    ['/preview/abc123', true],
    ['/root', true],
    ['/root/', true],
    ['/post', true],
    ['/post/', true],
    ['/post/other', false],
    ['/edit/', false],
    ['/edit/a/b', false],
    ['/preview', false],
    ['/rooted', false],
    ['/root/users', false],
    ['/roundup', false],
    ['/', false],
  ])('%s is a console page: %p', (path, console) => {
    expect(isConsolePath(path)).toBe(console);
  });
});

describe('mayOpenConsolePath', () => {
  it.each([
    ['/root', 'root', true],
    ['/root', 'admin', false],
    ['/root', 'user', false],
    ['/root', null, false],
    ['/post', 'root', true],
    ['/post', 'admin', true],
    ['/post', 'user', false],
    ['/post', null, false],
    ['/post/review', 'root', true],
    ['/post/review', 'admin', true],
    ['/post/review', 'user', false],
    ['/post/review', undefined, false],
    ['/post/moderation', 'admin', true],
    ['/post/moderation', 'user', false],
    ['/post/writeups', 'admin', true],
    ['/post/writeups', 'user', false],
    ['/post/announcements', 'admin', true],
    ['/post/announcements', null, false],
    ['/edit/abc', 'admin', true],
    ['/edit/abc', 'user', false],
    ['/preview/abc', 'admin', true],
    ['/preview/abc', null, false],
    ['/about', 'root', false],
  ] as const)('%s for %p: %p', (path, role, allowed) => {
    expect(mayOpenConsolePath(path, role)).toBe(allowed);
  });
});
