import { ARTICLE_SORTS, REVIEW_SORTS, SORT_LABELS, type SortOption } from '@reviews/libs/constants';
import type { ListingFilter, WriteupCard } from '@reviews/libs/contract';
import { listingQuery } from '@reviews/libs/page-reads';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { WriteupListSkeleton } from '../../../components/skeletons';
import { ToolbarSelect } from '../../../components/toolbar-select';
import { WriteupList } from '../../../components/writeups/writeup-list';
import { usePageHref, usePageParam } from '../../../lib/use-page-param';
import { useListings } from '../api/get-listings';

interface ListingScreenProps {
  title: string;
  intro?: ReactNode;
  filter: ListingFilter;
  sort: SortOption;
  /** Where another sort leads, keeping the query string. */
  sortPath: (sort: SortOption) => string;
  articlesOnly?: boolean;
  /** Controls beside each row (outside its link), given the page's cards to ask about at once. */
  renderAction?: (writeup: WriteupCard, page: WriteupCard[]) => ReactNode;
}

/** A sortable, searchable, paged list of writeups (movies, shows, articles, a collection). */
export function ListingScreen({
  title,
  intro,
  filter,
  sort,
  sortPath,
  articlesOnly = false,
  renderAction,
}: ListingScreenProps) {
  const navigate = useNavigate();
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);

  const { data, error, isPending, isFetching, isPlaceholderData } = useListings(
    listingQuery(filter, sort, searchParams),
  );
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);
  const pageHref = usePageHref();
  const sorts: readonly SortOption[] = articlesOnly ? ARTICLE_SORTS : REVIEW_SORTS;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(draft.trim() ? { query: draft.trim(), page: '1' } : { page: '1' });
  };

  return (
    <section className="listing">
      <PageHeader title={title}>{intro}</PageHeader>
      <div className="toolbar">
        <form role="search" className="toolbar__search" onSubmit={submitSearch}>
          <label htmlFor={searchId} className="visually-hidden">
            Search {title}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={`Search ${title.toLowerCase()}`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <ToolbarSelect
          label="Sort by"
          value={sort}
          options={sorts}
          optionLabel={(option) => SORT_LABELS[option]}
          // A router navigation: nothing to wait for.
          onChange={(option) => void navigate(`${sortPath(option)}?${searchParams.toString()}`)}
        />
      </div>
      {error && <QueryError error={error} />}
      {isPending && !error && <WriteupListSkeleton count={10} />}
      {data && (
        <div aria-busy={isFetching}>
          {data.writeups.length === 0 ? (
            <EmptyState>No results found for query</EmptyState>
          ) : (
            <WriteupList
              writeups={data.writeups}
              renderAction={renderAction && ((writeup) => renderAction(writeup, data.writeups))}
            />
          )}
          <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} hrefFor={pageHref} />
        </div>
      )}
    </section>
  );
}
