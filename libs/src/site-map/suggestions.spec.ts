import type { Role } from '../constants.js';
import { matchPages, PAGE_SUGGESTIONS, pageSuggestionLimit } from './suggestions.js';

const titles = (query: string, role: Role | null, limit = 5) =>
  matchPages(query, role, limit).map((p) => p.title);

describe('PAGE_SUGGESTIONS', () => {
  it('has unique paths that are all internal', () => {
    const paths = PAGE_SUGGESTIONS.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
  });

  it('has lower-case keywords only', () => {
    const keywords = PAGE_SUGGESTIONS.flatMap((page) => page.keywords);
    expect(keywords.every((keyword) => keyword === keyword.toLowerCase())).toBe(true);
  });
});

describe('matchPages', () => {
  it.each<[string, string, Role | null, string[]]>([
    ['needs at least 3 characters', 'lo', null, []],
    ['ignores surrounding spaces when counting', '  st ', null, []],
    ['finds the login page for a visitor', 'login', null, ['Login']],
    ['hides the login page once signed in', 'login', 'user', []],
    ['finds stats by a keyword prefix', 'stat', null, ['Stats']],
    ['finds the leaderboard', 'leader', null, ['Leaderboard']],
    ['matches in the middle of a keyword', 'board', null, ['Leaderboard']],
    ['is case-insensitive', 'LEADER', null, ['Leaderboard']],
    ['hides roundup from visitors', 'roundup', null, []],
    ['finds roundup for users', 'roundup', 'user', ['My roundup']],
    ['hides the editor from users', 'drafts', 'user', []],
    ['finds the editor for admins', 'drafts', 'admin', ['Post review']],
    ['finds the editor for root', 'drafts', 'root', ['Post review']],
    ['hides user management from admins', 'manage', 'admin', []],
    ['finds user management for root', 'manage', 'root', ['Root']],
    ['matches a keyword phrase', 'sign in', null, ['Login']],
    ['offers every page a keyword leads to', 'acc', 'user', ['My profile', 'Settings']],
    ['finds nothing for an unknown word', 'zebra', 'root', []],
  ])('%s', (_case, query, role, expected) => {
    expect(titles(query, role)).toEqual(expected);
  });

  it('ranks a prefix match before a match inside a word', () => {
    expect(titles('art', null)).toEqual(['Articles', 'Home', 'Stats']);
  });

  it('keeps to the limit', () => {
    expect(titles('new', 'admin')).toEqual(['Articles', 'Announcements', 'Post review']);
    expect(titles('new', 'admin', 2)).toEqual(['Articles', 'Announcements']);
  });
});

describe('pageSuggestionLimit', () => {
  it.each([
    [true, 2],
    [false, 5],
  ])('with other results %p offers %p pages', (hasOtherResults, limit) => {
    expect(pageSuggestionLimit(hasOtherResults)).toBe(limit);
  });
});
