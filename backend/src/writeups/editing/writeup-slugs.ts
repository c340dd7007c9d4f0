import { buildSlug, slugSource } from '@reviews/libs/rules';

import type { WriteupRecord } from '../reading/writeup.mapper';

/** A title of symbols only still gets an address. */
const FALLBACK = 'untitled';

/**
 * Slugs to try in order (product.md §5): the slug builder's, then with the release year,
 * then numbered: `dune`, `dune-2021`, `dune-2021-2`, `dune-2021-3`, ...
 */
export function* slugCandidates(
  writeup: Pick<WriteupRecord, 'title' | 'type' | 'season' | 'releaseYear'>,
): Generator<string> {
  const base = buildSlug(slugSource(writeup)) || FALLBACK;
  yield base;
  const withYear = writeup.releaseYear === null ? base : `${base}-${writeup.releaseYear}`;
  if (withYear !== base) yield withYear;
  for (let n = 2; ; n++) yield `${withYear}-${n}`;
}
