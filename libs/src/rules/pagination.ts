const WHOLE_NUMBER = /^\d+$/;
const SIGNED_WHOLE_NUMBER = /^-?\d+$/;
const DECIMAL_NUMBER = /^\d+(\.\d+)?$/;

/** Spec §2 pagination input: the page a person typed, when it is a whole number from 1 to totalPages. */
export function parsePageInput(value: string | number, totalPages: number): number | null {
  const text = String(value).trim();
  if (!WHOLE_NUMBER.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= totalPages ? page : null;
}

/**
 * Spec §2 pagination input, as it is typed: a whole number is brought into 1 to totalPages (0 and
 * negatives become 1, past the end the last page), so an out-of-range page is never shown as if
 * it were one; anything else (empty, decimal, not a number) is null.
 */
export function clampPageInput(value: string, totalPages: number): number | null {
  const text = value.trim();
  if (!SIGNED_WHOLE_NUMBER.test(text) || totalPages < 1) return null;
  return Math.min(Math.max(Number(text), 1), totalPages);
}

/**
 * product.md §4 `page` query parameter: non-numeric or below 1 is page 1, else its whole part.
 * A repeated parameter counts by its first value; the server then clamps past-the-end pages.
 */
export function normalisePageParam(raw: unknown): number {
  const first = Array.isArray(raw) ? raw[0] : raw;
  const text = typeof first === 'number' ? String(first) : typeof first === 'string' ? first.trim() : '';
  if (!DECIMAL_NUMBER.test(text)) return 1;
  const page = Math.min(Math.floor(Number(text)), Number.MAX_SAFE_INTEGER);
  return page < 1 ? 1 : page;
}

/** Which slice of a listing to answer (product.md §4): a page past the end is the last page. */
export interface PageWindow {
  page: number;
  totalPages: number;
  totalMatched: number;
  pageSize: number;
  offset: number;
}

/** `requested` is already normalised (>= 1, see normalisePageParam). An empty listing has one empty page. */
export function pageWindow(requested: number, totalMatched: number, pageSize: number): PageWindow {
  const totalPages = Math.max(1, Math.ceil(totalMatched / pageSize));
  const page = Math.min(requested, totalPages);
  return { page, totalPages, totalMatched, pageSize, offset: (page - 1) * pageSize };
}
