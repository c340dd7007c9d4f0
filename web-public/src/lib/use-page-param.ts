import { normalisePageParam } from '@reviews/libs/rules';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * The `?page=` of the address as a page number (non-numeric = 1), a setter that keeps the other
 * parameters, and a correction to the page the server actually answered with. Pass no served page
 * while the data shown is still the previous page's (placeholder data), or the correction would
 * undo the page change that is loading.
 */
export function usePageParam(servedPage: number | undefined): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = normalisePageParam(searchParams.get('page'));

  const setPage = useCallback(
    (next: number, replace = false) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('page', String(next));
          return params;
        },
        { replace },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (servedPage !== undefined && servedPage !== page) setPage(servedPage, true);
  }, [servedPage, page, setPage]);

  return [page, setPage];
}

/**
 * The address of another page of this listing (the other parameters kept), for real links that
 * page with JavaScript off too (product.md §14).
 */
export function usePageHref(): (page: number) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (page: number) => {
      const params = new URLSearchParams(search);
      params.set('page', String(page));
      return `${pathname}?${params.toString()}`;
    },
    [pathname, search],
  );
}
