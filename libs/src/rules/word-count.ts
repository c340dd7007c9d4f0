/** Markdown syntax that joins or decorates words; removed so `**bold**` and `well-known` stay one word. */
const MARKDOWN_SYMBOLS = /[#*_~`>|\\[\]()!<{}=+-]/g;
const DIGITS = /\p{Nd}/gu;
const HAS_LETTER = /\p{L}/u;

/**
 * Spec §5 word counter: strip markdown symbols and digits, split on whitespace. A token left
 * with no letter at all (a lone `.` after `1.` lost its digit, an em dash) is not a word.
 */
export function countWords(markdown: string): number {
  return words(markdown).length;
}

function words(markdown: string): string[] {
  return markdown
    .replace(MARKDOWN_SYMBOLS, '')
    .replace(DIGITS, '')
    .split(/\s+/)
    .filter((token) => HAS_LETTER.test(token));
}

/**
 * Words added and removed from one text to the next, counted as the word counter counts them:
 * each word is matched with one of the same spelling in the other text, wherever it stands, so
 * moving a sentence changes nothing and the cost stays linear in the texts' length.
 */
export function wordChanges(before: string, after: string): { added: number; removed: number } {
  const remaining = new Map<string, number>();
  for (const word of words(before)) remaining.set(word, (remaining.get(word) ?? 0) + 1);
  let added = 0;
  for (const word of words(after)) {
    const left = remaining.get(word) ?? 0;
    if (left > 0) remaining.set(word, left - 1);
    else added += 1;
  }
  let removed = 0;
  for (const left of remaining.values()) removed += left;
  return { added, removed };
}
