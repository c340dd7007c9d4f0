import { fillPlaceholdersAsText, type PlaceholderSource } from '@reviews/libs/markdown';
import { withoutSpoilers } from '@reviews/libs/rules';

const DESCRIPTION_MAX = 160;
/**
 * Only this much of the markdown is read for a description: far more than 160 characters of text,
 * and it keeps the cost of a summary the same however long or odd the content is.
 */
const MARKDOWN_READ_MAX = 2_000;
/**
 * Link text, targets, tags and placeholders longer than this are left as they are: the bound keeps
 * each pattern's work per position constant where an unclosed `[`, `(`, `<` or `{{` would
 * otherwise send it to the end of the text from every opener.
 */
const CONSTRUCT_MAX = 300;

const IMAGE = new RegExp(`!\\[[^\\]]{0,${CONSTRUCT_MAX}}\\]\\([^)]{0,${CONSTRUCT_MAX}}\\)`, 'g');
const LINK = new RegExp(`\\[([^\\]]{0,${CONSTRUCT_MAX}})\\]\\([^)]{0,${CONSTRUCT_MAX}}\\)`, 'g');
const PLACEHOLDER = new RegExp(`\\{\\{[^}]{0,${CONSTRUCT_MAX}}\\}\\}`, 'g');
const TAG = new RegExp(`<[^>]{0,${CONSTRUCT_MAX}}>`, 'g');

/**
 * Readable plain text of the opening of markdown for a description: no spoilers (product.md §12),
 * images, link targets or markup; the writeup's placeholders as their values when it is given
 * (after the markup is gone, so a title keeps its asterisks), others left out.
 */
export function plainText(markdown: string, writeup?: PlaceholderSource): string {
  // Spoilers go before the cut, which could leave a spoiler's opening without its closer.
  const text = withoutSpoilers(markdown)
    .slice(0, MARKDOWN_READ_MAX)
    .replace(IMAGE, ' ')
    .replace(LINK, '$1')
    .replace(TAG, ' ')
    .replace(/[#*_>`~|]/g, '');
  return (writeup ? fillPlaceholdersAsText(text, writeup) : text)
    .replace(PLACEHOLDER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most 160 characters, cut at a word with an ellipsis. */
export function summary(text: string, max: number = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
