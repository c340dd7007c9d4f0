import { LIMITS } from '@reviews/libs/constants';
import { normalisePageParam } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { UserRow } from '../../components/user-row';
import { WriteupRow } from '../../components/writeups/writeup-list';
import { useSearchAll } from '../../features/search/api/search-all';
import { usePageParam } from '../../lib/use-page-param';

export function SearchRoute() {
  const inputId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const { data, error, isFetching, isPlaceholderData } = useSearchAll(
    query,
    normalisePageParam(searchParams.get('page')),
  );
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);
  const tooShort = query.trim().length < LIMITS.searchMin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams({ query: draft.trim(), page: '1' });
  };

  return (
    <section className="narrow">
      <PageHeader
        title={query ? `${SITE_PAGES.search.title}: ${query}` : SITE_PAGES.search.title}
        heading="Search"
      />
      <form role="search" className="toolbar__search" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search everything
        </label>
        <input
          id={inputId}
          type="search"
          placeholder="Titles, people, genres…"
          value={draft}
          minLength={LIMITS.searchMin}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {tooShort ? (
        <EmptyState>Type at least {LIMITS.searchMin} characters to search.</EmptyState>
      ) : error ? (
        <QueryError error={error} />
      ) : !data ? (
        <Spinner />
      ) : data.results.length === 0 ? (
        <EmptyState>No results were found for query</EmptyState>
      ) : (
        <div aria-busy={isFetching}>
          <p className="result-count">
            {data.totalMatched} {data.totalMatched === 1 ? 'result' : 'results'}
          </p>
          <ol className="writeup-list">
            {data.results.map((result) => (
              <li key={`${result.collection}-${result._id}`}>
                {result.collection === 'users' ? <UserRow user={result} /> : <WriteupRow writeup={result} />}
              </li>
            ))}
          </ol>
          <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
        </div>
      )}
    </section>
  );
}
