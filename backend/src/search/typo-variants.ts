const MAX_WORDS = 2;
/**
 * Words whose swaps are tried: title words are rarely longer, and the bound keeps a search at
 * most 2 × 19 extra spellings, each one more trigram index scan.
 */
const WORD_LENGTH = { min: 3, max: 20 };

/**
 * The search term with two neighbouring letters of one word swapped ("dnue" -> "dune",
 * "intersetllar" -> "interstellar", ...). Trigram similarity forgives a missing, extra or wrong
 * letter, but a swap breaks up to four of a word's trigrams: a short word then shares almost none
 * with the right spelling, and a longer one too few once the swap is away from its ends. So for
 * each word of a one- or two-word term, those spellings are tried too.
 */
export function typoVariants(term: string): string[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const variants = new Set<string>();
  if (words.length > MAX_WORDS) return [];
  words.forEach((word, index) => {
    if (word.length < WORD_LENGTH.min || word.length > WORD_LENGTH.max) return;
    for (let i = 0; i < word.length - 1; i++) {
      if (word[i] === word[i + 1]) continue;
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      variants.add([...words.slice(0, index), swapped, ...words.slice(index + 1)].join(' '));
    }
  });
  return [...variants];
}
