const MAX_WORDS = 2;
/** Longer words keep enough trigrams after a swap for similarity to find them. */
const SHORT_WORD = { min: 3, max: 5 };

/**
 * The search term with two neighbouring letters of one word swapped ("dnue" -> "dune", ...).
 * Trigram similarity forgives a missing, extra or wrong letter in longer words, but a swap in a
 * short word shares almost no trigrams with the right spelling, so for short words (at most two
 * of them) those spellings are tried too.
 */
export function typoVariants(term: string): string[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const variants = new Set<string>();
  if (words.length > MAX_WORDS) return [];
  words.forEach((word, index) => {
    if (word.length < SHORT_WORD.min || word.length > SHORT_WORD.max) return;
    for (let i = 0; i < word.length - 1; i++) {
      if (word[i] === word[i + 1]) continue;
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      variants.add([...words.slice(0, index), swapped, ...words.slice(index + 1)].join(' '));
    }
  });
  return [...variants];
}
