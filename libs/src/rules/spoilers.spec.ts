import { withoutSpoilers } from './spoilers.js';

describe('withoutSpoilers', () => {
  it.each([
    ['no spoiler here', 'no spoiler here'],
    ['The killer is ||the butler||.', 'The killer is (spoiler).'],
    ['||a|| and ||b||', '(spoiler)'],
    ['one || alone', 'one || alone'],
    ['line ||one\nline two|| end', 'line ||one\nline two|| end'],
    ['first ||x||\nsecond ||y|| z', 'first (spoiler)\nsecond (spoiler) z'],
    ['`code||` then ||secret||', '`code(spoiler)'],
    ['| a | \\|\\|secret\\|\\| |', '| a | (spoiler) |'],
    ['**||bold secret||**', '**(spoiler)**'],
    ['[||link text||](https://example.com)', '[(spoiler)](https://example.com)'],
    ['', ''],
  ])('%j becomes %j', (markdown, expected) => {
    expect(withoutSpoilers(markdown)).toBe(expected);
  });

  it('reads a long line of marks in linear time', () => {
    const started = Date.now();
    withoutSpoilers('||a'.repeat(200_000));
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
