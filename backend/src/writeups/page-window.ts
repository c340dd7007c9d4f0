/** Which slice of a listing to answer (product.md §4): a page past the end is the last page. */
export interface PageWindow {
  page: number;
  totalPages: number;
  totalMatched: number;
  pageSize: number;
  offset: number;
}

/** `requested` is already normalised (>= 1, see normalisePageParam in libs). An empty listing has one empty page. */
export function pageWindow(requested: number, totalMatched: number, pageSize: number): PageWindow {
  const totalPages = Math.max(1, Math.ceil(totalMatched / pageSize));
  const page = Math.min(requested, totalPages);
  return { page, totalPages, totalMatched, pageSize, offset: (page - 1) * pageSize };
}
