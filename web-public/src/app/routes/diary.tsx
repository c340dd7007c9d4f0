import { MEMBER_REVIEW_SORTS } from '@reviews/libs/constants';
import type { LogEntriesPage, LogEntry, Writeup } from '@reviews/libs/contract';
import { diaryQuery, reviewsQuery } from '@reviews/libs/page-reads';
import { logTitle, titleWithSeason } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useDiary } from '../../features/diary/api/get-diary';
import { useLog } from '../../features/diary/api/get-log';
import { useWriteupReviews } from '../../features/diary/api/get-writeup-reviews';
import { DiaryMonths } from '../../features/diary/components/diary-months';
import { EntryControls } from '../../features/diary/components/entry-controls';
import { LogStars } from '../../features/diary/components/log-stars';
import { PageLinks } from '../../features/diary/components/page-links';
import { ReviewText } from '../../features/diary/components/review-text';
import { useWriteup } from '../../features/writeups/api/get-writeup';
import { isNotFound } from '../../lib/api';
import { MyStateScope } from '../../lib/my-state';
import { useTitle } from '../../lib/use-title';
import { useCurrentUser } from '../../stores/user-store';
import { EntryLike, MemberReview } from './member-reviews';
import { NotFoundRoute } from './not-found';

interface EntriesPageProps {
  read: UseQueryResult<LogEntriesPage>;
  /** Said when the page has no entries. */
  empty: string;
  hrefOf: (page: number) => string;
  children: (entries: LogEntry[]) => ReactNode;
}

/** A read page of diary entries, shown by `children`, with my likes of them and the links to other pages. */
function EntriesPage({ read: { data, error, isPending }, empty, hrefOf, children }: EntriesPageProps) {
  return (
    <>
      {error && <QueryError error={error} />}
      {isPending && !error && <Spinner />}
      {data &&
        (data.entries.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <MyStateScope ask={{ logs: data.entries.map((entry) => entry._id) }}>
            {children(data.entries)}
            <PageLinks page={data.page} totalPages={data.totalPages} hrefOf={hrefOf} />
          </MyStateScope>
        ))}
    </>
  );
}

/** /profile/{username}/diary: by month, latest first, maybe of one year (product.md §15). */
export function DiaryRoute() {
  const { username = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = diaryQuery(searchParams);
  const diary = useDiary(username, query);
  const user = useCurrentUser();
  useTitle(SITE_PAGES.diary.title(username));
  if (isNotFound(diary.error)) return <NotFoundRoute />;
  const thisYear = new Date().getUTCFullYear();
  const years = [thisYear, thisYear - 1, thisYear - 2].map(String);
  return (
    <section className="narrow">
      <PageHeader title={SITE_PAGES.diary.title(username)} />
      <nav className="diary-years" aria-label="Diary years">
        <Link to={paths.diary.to(username)} aria-current={query.year === undefined ? 'page' : undefined}>
          All
        </Link>
        {years.map((year) => (
          <Link
            key={year}
            to={paths.diary.to(username, { year })}
            aria-current={query.year === year ? 'page' : undefined}
          >
            {year}
          </Link>
        ))}
      </nav>
      <EntriesPage
        read={diary}
        empty={`Nothing logged ${query.year ? `in ${query.year}` : 'yet'}.`}
        hrefOf={(page) => paths.diary.to(username, { year: query.year, page })}
      >
        {(entries) => (
          <DiaryMonths entries={entries} renderLike={(entry) => <EntryLike entry={entry} user={user} />} />
        )}
      </EntriesPage>
    </section>
  );
}

function ReviewsOf({ writeup }: { writeup: Writeup }) {
  const [searchParams] = useSearchParams();
  const query = reviewsQuery(searchParams);
  const reviews = useWriteupReviews(writeup._id, query);
  const slug = writeup.slug ?? '';
  return (
    <>
      <nav className="diary-years" aria-label="Order of the reviews">
        {MEMBER_REVIEW_SORTS.map((sort) => (
          <Link
            key={sort}
            to={paths.writeupReviews.to(slug, sort === 'recent' ? { sort } : {})}
            aria-current={query.sort === sort ? 'page' : undefined}
          >
            {sort === 'popular' ? 'Most liked' : 'Newest'}
          </Link>
        ))}
      </nav>
      <EntriesPage
        read={reviews}
        empty="No member has reviewed it yet."
        hrefOf={(page) =>
          paths.writeupReviews.to(slug, { ...(query.sort === 'recent' ? { sort: 'recent' } : {}), page })
        }
      >
        {(entries) => (
          <div className="review-cards">
            {entries.map((entry) => (
              <MemberReview key={entry._id} entry={entry} />
            ))}
          </div>
        )}
      </EntriesPage>
    </>
  );
}

/** /review/{slug}/reviews: the members' reviews of a movie or series, most liked or newest first. */
export function WriteupReviewsRoute() {
  const { slug = '' } = useParams();
  const { data: writeup, error, isPending } = useWriteup(slug, false);
  const title = writeup ? titleWithSeason(writeup) : slug;
  useTitle(SITE_PAGES.writeupReviews.title(title));
  if (isNotFound(error) || writeup?.type === 'article') return <NotFoundRoute />;
  if (error) return <QueryError error={error} />;
  if (isPending) return <Spinner />;
  return (
    <section className="narrow">
      <PageHeader title={SITE_PAGES.writeupReviews.title(title)} />
      <p>
        <Link to={paths.review.to(slug)}>Back to the review of {title}</Link>
      </p>
      <ReviewsOf writeup={writeup} />
    </section>
  );
}

/** /log/{id}: one entry, shareable (product.md §15). */
export function LogRoute() {
  const { id = '' } = useParams();
  const { data: entry, error, isPending } = useLog(id);
  const user = useCurrentUser();
  const title = entry ? logTitle(entry) : undefined;
  useTitle(title);
  if (isNotFound(error)) return <NotFoundRoute />;
  if (error) return <QueryError error={error} />;
  if (isPending) return <Spinner />;
  return (
    <MyStateScope ask={{ logs: [entry._id] }}>
      <article className="narrow log-entry">
        <PageHeader title={title ?? ''} />
        {entry.hidden && <p className="notice">Hidden by a moderator: only you and the moderators see it.</p>}
        <p>
          <Link to={paths.profile.to(entry.user.username)}>{entry.user.username}</Link>{' '}
          {entry.rewatch ? 'rewatched' : 'watched'}{' '}
          <Link to={paths.review.to(entry.writeup.slug ?? '')}>{titleWithSeason(entry.writeup)}</Link> on{' '}
          <time dateTime={entry.watchedOn}>{entry.watchedOn}</time> <LogStars score={entry.score} />
        </p>
        {entry.reviewHtml !== null && <ReviewText html={entry.reviewHtml} spoiler={entry.spoiler} />}
        <p className="review-card__actions">
          <EntryLike entry={entry} user={user} />
          <EntryControls entry={entry} viewer={user} />
        </p>
        <p>
          <Link to={paths.diary.to(entry.user.username)}>{entry.user.username}&apos;s diary</Link>
        </p>
      </article>
    </MyStateScope>
  );
}
