import type { Writeup } from '../contract/index.js';

export type SeasonFields = Pick<Writeup, 'type' | 'season'>;

/** The season number worth showing: only series carry one, and only a positive number means anything. */
export function seasonOf(writeup: SeasonFields): number | null {
  const { type, season } = writeup;
  return type === 'series' && season !== null && season > 0 ? season : null;
}
