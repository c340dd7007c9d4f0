import { writeupKind } from './writeup-kind.js';

describe('writeupKind', () => {
  it.each([
    ['movie', 'review'],
    ['series', 'review'],
    ['article', 'article'],
  ] as const)('%s: %s', (type, kind) => {
    expect(writeupKind(type)).toBe(kind);
  });
});
