import type { SortOption } from '@reviews/libs/constants';
import type { SortPayload } from 'react-admin';

/**
 * The writeup list's sortable columns, each with the listing sort (product.md §5 "Reading")
 * that gives either order; `date` is the card date (visibleAfter, else updated).
 */
const WRITEUP_SORTS = {
  date: { DESC: 'new', ASC: 'old' },
  title: { ASC: 'alphabetical', DESC: 'alphabetical-reverse' },
  rating: { DESC: 'high', ASC: 'low' },
  releaseYear: { DESC: 'release', ASC: 'release-reverse' },
} as const satisfies Record<string, Record<SortPayload['order'], SortOption>>;

type WriteupSortField = keyof typeof WRITEUP_SORTS;

export const DEFAULT_WRITEUP_SORT: SortPayload = { field: 'date', order: 'DESC' };

function isSortField(field: string): field is WriteupSortField {
  return Object.hasOwn(WRITEUP_SORTS, field);
}

/** The listing's `sort` parameter for react-admin's sort; the newest first when the field has none. */
export function listingSort(sort: SortPayload | undefined): SortOption {
  const { field, order } = sort && isSortField(sort.field) ? sort : DEFAULT_WRITEUP_SORT;
  return WRITEUP_SORTS[field as WriteupSortField][order];
}
