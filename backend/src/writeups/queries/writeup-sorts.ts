import type { SortOption } from '@reviews/libs/constants';
import { asc, desc, type SQL, sql } from 'drizzle-orm';

import { writeups } from '../../database/schema';

const lowerTitle = sql`lower(${writeups.title})`;

const PRIMARY: Record<SortOption, SQL[]> = {
  new: [],
  old: [asc(writeups.cardDate)],
  high: [desc(writeups.rating)],
  low: [asc(writeups.rating)],
  release: [sql`${writeups.releaseYear} desc nulls last`],
  'release-reverse': [sql`${writeups.releaseYear} asc nulls last`],
  alphabetical: [asc(lowerTitle)],
  'alphabetical-reverse': [desc(lowerTitle)],
};

/** product.md §5 "Reading": the sort asked for, ties by card date newest first (then id, so pages never overlap). */
export function listingOrder(sort: SortOption): SQL[] {
  return [...PRIMARY[sort], desc(writeups.cardDate), desc(writeups.id)];
}
