import { countWords, wordChanges } from './word-count.js';
import { ADVERSARIAL_TIMEOUT_MS, finishesInTime } from '../testing/finishes-in-time.js';

describe('countWords', () => {
  it.each([
    ['an empty text', '', 0],
    ['only whitespace', ' \n\t ', 0],
    ['plain words', 'A film about sand', 4],
    ['any whitespace between words', 'one\ntwo\tthree    four', 4],
    ['a heading symbol alone', '# Verdict', 1],
    ['emphasis around a word', '**bold** and _italic_ and ~~gone~~', 5],
    ['a hyphenated word as one', 'a well-known film', 3],
    ['list bullets', '- first\n- second\n* third', 3],
    ['numbered lists without their numbers', '1. first\n2. second', 2],
    ['digits stripped', 'released in 1999 and 2021', 3],
    ['a horizontal rule', 'before\n\n---\n\nafter', 2],
    ['a blockquote', '> quoted words here', 3],
    ['inline code marks', 'use `code` here', 3],
    ['link text with its address as one word', '[trailer](https://example.com)', 1],
    ['an image with alt text', '![poster](/p.webp)', 1],
    ['table pipes', '| a | b |', 2],
  ])('counts %s', (_case, markdown, words) => {
    expect(countWords(markdown)).toBe(words);
  });
});

describe('countWords on adversarial content', () => {
  it.each([
    ['markdown openers', `${'!['.repeat(25_000)}${'{{'.repeat(25_000)}`, 0],
    ['tag openers around words', '<a '.repeat(33_000), 33_000],
    ['one long word', 'a'.repeat(100_000), 1],
    ['whitespace', ' \n'.repeat(50_000), 0],
  ])(
    'counts %s in bounded time',
    async (_case, markdown, words) => {
      expect(await finishesInTime(() => countWords(markdown))).toBe(words);
    },
    ADVERSARIAL_TIMEOUT_MS,
  );
});

describe('wordChanges', () => {
  it.each([
    ['nothing to nothing', '', '', 0, 0],
    ['a first text', '', 'A film about sand', 4, 0],
    ['everything removed', 'A film about sand', '', 0, 4],
    ['one word replaced', 'A film about sand', 'A film about water', 1, 1],
    ['a sentence moved', 'One two. Three four.', 'Three four. One two.', 0, 0],
    ['markdown added around the same words', 'bold words', '**bold** words', 0, 0],
    ['a repeated word counted each time', 'very good', 'very very good', 1, 0],
    ['case tells words apart', 'Dune', 'dune', 1, 1],
  ])('counts %s', (_case, before, after, added, removed) => {
    expect(wordChanges(before, after)).toEqual({ added, removed });
  });
});
