/** Markdown syntax that joins or decorates words; removed so `**bold**` and `well-known` stay one word. */
const MARKDOWN_SYMBOLS = /[#*_~`>|\\[\]()!<{}=+-]/g;
const DIGITS = /\p{Nd}/gu;
const HAS_LETTER = /\p{L}/u;

/**
 * Spec §5 word counter: strip markdown symbols and digits, split on whitespace. A token left
 * with no letter at all (a lone `.` after `1.` lost its digit, an em dash) is not a word.
 */
export function countWords(markdown: string): number {
  return markdown
    .replace(MARKDOWN_SYMBOLS, '')
    .replace(DIGITS, '')
    .split(/\s+/)
    .filter((token) => HAS_LETTER.test(token)).length;
}
