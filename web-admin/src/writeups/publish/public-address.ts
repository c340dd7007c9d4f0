import type { Writeup } from '@reviews/libs/contract';
import { buildSlug, slugSource } from '@reviews/libs/rules';
import { writeupPath } from '@reviews/libs/site-map';

/** The slug the server gives a writeup's first publication when no other writeup holds it. */
const FALLBACK_SLUG = 'untitled';

/**
 * The public address of a writeup on the reader site: the one it has, or for a first publication
 * the one the slug builder makes of its title (`planned`: the server adds the release year, or a
 * number, when that one is taken).
 */
export function publicAddress(
  writeup: Pick<Writeup, 'type' | 'slug' | 'title' | 'season'>,
  siteUrl: string,
): { url: string; planned: boolean } {
  const slug = writeup.slug ?? (buildSlug(slugSource(writeup)) || FALLBACK_SLUG);
  return {
    url: new URL(writeupPath({ type: writeup.type, slug }), siteUrl).href,
    planned: writeup.slug === null,
  };
}
