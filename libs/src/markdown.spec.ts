import {
  contentImageMarkdown,
  fillPlaceholders,
  fillPlaceholdersAsText,
  type PlaceholderSource,
} from './markdown.js';
import { ADVERSARIAL_TIMEOUT_MS, finishesInTime } from './testing/finishes-in-time.js';

const dune: PlaceholderSource = {
  title: 'Dune',
  runtime: 155,
  image: '/images/dune-banner.webp',
  poster: 'https://example.com/dune poster.jpg',
  rating: 88,
  releaseYear: 2021,
};

describe('fillPlaceholders', () => {
  it.each<[string, string, PlaceholderSource, string]>([
    ['the title', '# {{title}}', dune, '# Dune'],
    ['the runtime', '{{runtime}} minutes', dune, '155 minutes'],
    ['the rating', 'Score: {{rating}}/100', dune, 'Score: 88/100'],
    ['a rating of 0', 'Score: {{rating}}', { ...dune, rating: 0 }, 'Score: 0'],
    ['the release year', '({{releaseYear}})', dune, '(2021)'],
    ['the image as a markdown image', '{{image}}', dune, '![Dune](/images/dune-banner.webp)'],
    [
      'the poster with its spaces encoded',
      '{{poster}}',
      dune,
      '![Dune](https://example.com/dune%20poster.jpg)',
    ],
    ['every occurrence', '{{title}} and {{title}}', dune, 'Dune and Dune'],
    ['spaces inside the braces', '{{ title }}', dune, 'Dune'],
    ['an unknown placeholder left as is', '{{director}} {{title}}', dune, '{{director}} Dune'],
    ['an inherited name left as is', '{{constructor}}', dune, '{{constructor}}'],
    ['a missing runtime as nothing', '[{{runtime}}]', { ...dune, runtime: null }, '[]'],
    ['a missing release year as nothing', '[{{releaseYear}}]', { ...dune, releaseYear: null }, '[]'],
    ['a missing image as nothing', '[{{image}}]', { ...dune, image: '' }, '[]'],
    ['markdown in the title as literal text', '{{title}}', { ...dune, title: 'M*A*S*H' }, 'M\\*A\\*S\\*H'],
    [
      'brackets in the title inside the image text',
      '{{poster}}',
      { ...dune, title: '[REC]', poster: '/p.webp' },
      '![\\[REC\\]](/p.webp)',
    ],
    ['parentheses in an image URL', '{{image}}', { ...dune, image: '/a(1).webp' }, '![Dune](/a%281%29.webp)'],
    ['text without placeholders unchanged', 'Plain {text}', dune, 'Plain {text}'],
  ])('fills %s', (_case, content, writeup, filled) => {
    expect(fillPlaceholders(content, writeup)).toBe(filled);
  });
});

describe('fillPlaceholdersAsText', () => {
  it.each<[string, string, PlaceholderSource, string]>([
    ['the title as written', '{{title}}!', { ...dune, title: 'M*A*S*H' }, 'M*A*S*H!'],
    ['the numbers', '{{releaseYear}}, {{runtime}} min, {{rating}}', dune, '2021, 155 min, 88'],
    ['images as nothing', '[{{poster}}{{image}}]', dune, '[]'],
    ['an unknown placeholder left as is', '{{director}}', dune, '{{director}}'],
  ])('fills %s', (_case, text, writeup, filled) => {
    expect(fillPlaceholdersAsText(text, writeup)).toBe(filled);
  });
});

describe('fillPlaceholders on adversarial content', () => {
  it.each([
    ['placeholder openers', '{{'.repeat(50_000)],
    ['an unclosed placeholder with a long name', `{{${'a'.repeat(100_000)}`],
    ['an unclosed placeholder with long spaces', `{{${' '.repeat(100_000)}`],
    ['unknown placeholders', '{{director}}'.repeat(8_000)],
  ])(
    'leaves %s as written, in bounded time',
    async (_case, content) => {
      expect(await finishesInTime(() => fillPlaceholders(content, dune))).toBe(content);
    },
    ADVERSARIAL_TIMEOUT_MS,
  );

  it(
    'fills thousands of placeholders in bounded time',
    async () => {
      expect(await finishesInTime(() => fillPlaceholders('{{title}}'.repeat(10_000), dune))).toBe(
        'Dune'.repeat(10_000),
      );
    },
    ADVERSARIAL_TIMEOUT_MS,
  );
});

describe('contentImageMarkdown', () => {
  it.each([
    ['alt text only', ['/media/a.webp', 'Paul on a dune'], '![Paul on a dune](/media/a.webp)'],
    ['a caption', ['/media/a.webp', 'Paul', 'At dawn'], '![Paul](/media/a.webp "At dawn")'],
    ['a blank caption', ['/media/a.webp', 'Paul', '  '], '![Paul](/media/a.webp)'],
    [
      'quotes in the caption',
      ['/a.webp', 'x', 'He said "go" \\ left'],
      '![x](/a.webp "He said \\"go\\" \\\\ left")',
    ],
    ['lines in either', ['/a.webp', 'two\nlines', 'and\n\nmore'], '![two lines](/a.webp "and more")'],
    ['brackets in the alt text', ['/a.webp', 'a ] b [c'], '![a \\] b \\[c](/a.webp)'],
    ['no address', ['', 'x', 'y'], ''],
  ] as const)('%s', (_case, args, markdown) => {
    expect(contentImageMarkdown(...(args as unknown as [string, string, string?]))).toBe(markdown);
  });
});
