import type { Writeup } from './contract/index.js';

export type PlaceholderSource = Pick<
  Writeup,
  'title' | 'runtime' | 'image' | 'poster' | 'rating' | 'releaseYear'
>;

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
/** Characters that would start markdown syntax inside inserted text; a backslash makes them literal. */
const MARKDOWN_SPECIAL = /[\\`*_[\]<>~|#]/g;
/** Characters that would end or break a markdown link destination. */
const URL_BREAKERS = /[\s()<>]/g;

function escapeText(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, (character) => `\\${character}`);
}

/** encodeURIComponent leaves parentheses alone; a markdown destination needs them encoded too. */
const PARENTHESES: Record<string, string> = { '(': '%28', ')': '%29' };

function percentEncode(character: string): string {
  return PARENTHESES[character] ?? encodeURIComponent(character);
}

function markdownImage(alt: string, url: string): string {
  if (url.trim() === '') return '';
  const destination = url.trim().replace(URL_BREAKERS, percentEncode);
  return `![${escapeText(alt)}](${destination})`;
}

function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * product.md §5 placeholders: `{{title}}`, `{{runtime}}`, `{{image}}`, `{{poster}}`, `{{rating}}`
 * and `{{releaseYear}}` become the writeup's values (images as markdown images) before the
 * markdown is rendered. Unknown placeholders are left as written.
 */
export function fillPlaceholders(content: string, writeup: PlaceholderSource): string {
  return replacePlaceholders(content, {
    title: () => escapeText(writeup.title),
    runtime: () => numberText(writeup.runtime),
    image: () => markdownImage(writeup.title, writeup.image),
    poster: () => markdownImage(writeup.title, writeup.poster),
    rating: () => String(writeup.rating),
    releaseYear: () => numberText(writeup.releaseYear),
  });
}

/**
 * The same placeholders in plain text (page descriptions, excerpts): the values as written,
 * images left out.
 */
export function fillPlaceholdersAsText(text: string, writeup: PlaceholderSource): string {
  return replacePlaceholders(text, {
    title: () => writeup.title,
    runtime: () => numberText(writeup.runtime),
    image: () => '',
    poster: () => '',
    rating: () => String(writeup.rating),
    releaseYear: () => numberText(writeup.releaseYear),
  });
}

function replacePlaceholders(content: string, values: Record<string, () => string>): string {
  return content.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name]() : placeholder,
  );
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A markdown title in double quotes: one line, its backslashes and quotes escaped. */
function quotedTitle(text: string): string {
  return `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/**
 * Issue 28: a content image as markdown, `![alt](url "caption")`: its alt text, and its caption
 * (optional) as the title, which the renderer shows as the caption of a figure when the image
 * stands in a paragraph of its own. Empty for an empty address.
 */
export function contentImageMarkdown(url: string, alt: string, caption = ''): string {
  const image = markdownImage(oneLine(alt), url);
  const title = oneLine(caption);
  return image && title ? `${image.slice(0, -1)} ${quotedTitle(title)})` : image;
}
