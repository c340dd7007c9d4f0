import type { LogEntry } from '@reviews/libs/contract';
import { logTitle, starLabel, titleWithSeason } from '@reviews/libs/rules';
import { pathTo, SITE_PAGES } from '@reviews/libs/site-map';

import type { PageMeta } from './page-head';
import { plainText, summary } from './text-summary';

/** What a spoiler review's page says instead of its text (product.md §15: never a spoiler). */
export const SPOILER_REVIEW_DESCRIPTION = 'This review contains spoilers.';

/** An entry's page (product.md §15): its own title, description and Open Graph tags. */
export function logPageMeta(entry: LogEntry): PageMeta {
  const title = titleWithSeason(entry.writeup);
  const scored = entry.score === null ? '' : `, ${starLabel(entry.score)}`;
  const watched = `${entry.rewatch ? 'Rewatched' : 'Watched'} on ${entry.watchedOn}${scored}.`;
  const text =
    entry.review === null
      ? `${entry.user.username} logged ${title}. ${watched}`
      : entry.spoiler
        ? `${watched} ${SPOILER_REVIEW_DESCRIPTION}`
        : plainText(entry.review) || watched;
  return {
    title: logTitle(entry),
    description: summary(text),
    path: pathTo(SITE_PAGES.log.pattern, { id: entry._id }),
    ogType: 'article',
    image: entry.writeup.poster || entry.writeup.image || undefined,
    publishedTime: entry.created,
  };
}
