import type { WriteupType } from '../constants.js';
import type { Writeup } from '../contract/index.js';
import { seasonOf } from './season.js';

export type ImageKind = 'landscape' | 'portrait';

/** Spec §8: a writeup without a title shows as `Untitled {type}`. */
export function displayTitle(writeup: { title?: string | null; type: WriteupType }): string {
  const title = writeup.title?.trim();
  return title ? title : `Untitled ${writeup.type}`;
}

/** The display title with the season of a series: `Severance (Season 2)`. */
export function titleWithSeason(writeup: Pick<Writeup, 'title' | 'type' | 'season'>): string {
  const season = seasonOf(writeup);
  const title = displayTitle(writeup);
  return season === null ? title : `${title} (Season ${season})`;
}

/** Spec §8: a missing (or negative) release year shows as `YYYY`. */
export function displayReleaseYear(writeup: { releaseYear?: number | null }): string {
  const { releaseYear } = writeup;
  return releaseYear === null || releaseYear === undefined || releaseYear < 0 ? 'YYYY' : String(releaseYear);
}

/** Spec §8: an article without a headline shows `Unknown headline`. */
export function displayHeadline(writeup: { headline?: string | null }): string {
  const headline = writeup.headline?.trim();
  return headline ? headline : 'Unknown headline';
}

/** Spec §8: the placeholder for a missing banner (landscape) or poster (portrait). */
export function fallbackImage(kind: ImageKind): string {
  return `/images/missing-${kind}.webp`;
}
