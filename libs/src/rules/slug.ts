import type { Writeup } from '../contract/index.js';
import { seasonOf } from './season.js';

const MAX_SLUG_PARTS = 5;

/**
 * Spec §5 slug builder: spaces and `%20` become hyphens, anything but letters, digits and hyphens
 * is dropped, the result is lower case and keeps at most the first five hyphen-separated parts.
 * Accents on Latin letters are folded (`Amélie` -> `amelie`) so slugs stay readable in every address bar.
 */
export function buildSlug(title: string): string {
  return title
    .replace(/%20/gi, ' ')
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .toLowerCase()
    .split('-')
    .filter((part) => part !== '')
    .slice(0, MAX_SLUG_PARTS)
    .join('-');
}

/** The text a writeup's slug is built from (product.md §5): series add ` season N`. */
export function slugSource(writeup: Pick<Writeup, 'title' | 'type' | 'season'>): string {
  const season = seasonOf(writeup);
  return season === null ? writeup.title : `${writeup.title} season ${season}`;
}
