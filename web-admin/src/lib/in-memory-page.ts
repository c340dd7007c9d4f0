import type { GetListParams } from 'react-admin';

type SortAndPage = Pick<GetListParams, 'pagination' | 'sort'>;

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Missing values last, whichever the order.
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return (a as number) < (b as number) ? -1 : 1;
}

/**
 * One page of a list the server answers whole (drafts, an author's writeups), sorted and paged
 * as react-admin asks; `valueOf` reads the value a sort field names.
 */
export function inMemoryPage<T>(
  records: T[],
  { pagination, sort }: SortAndPage,
  valueOf: (record: T, field: string) => unknown = (record, field) =>
    (record as Record<string, unknown>)[field],
): { data: T[]; total: number } {
  const sorted = sort?.field
    ? [...records].sort((a, b) => {
        const order = compare(valueOf(a, sort.field), valueOf(b, sort.field));
        const missing = valueOf(a, sort.field) == null || valueOf(b, sort.field) == null;
        return sort.order === 'DESC' && !missing ? -order : order;
      })
    : records;
  if (!pagination) return { data: sorted, total: records.length };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: sorted.slice(start, start + pagination.perPage), total: records.length };
}
