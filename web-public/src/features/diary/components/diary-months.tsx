import type { LogEntry } from '@reviews/libs/contract';
import { reviewExcerpt, titleWithSeason } from '@reviews/libs/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { LogStars } from './log-stars';

const MONTH = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en', { day: 'numeric', timeZone: 'UTC' });

/** A diary day as a date at its UTC midnight: the same month and day in every time zone. */
const dayOf = (watchedOn: string) => new Date(`${watchedOn}T00:00:00Z`);

function byMonth(entries: LogEntry[]): { month: string; entries: LogEntry[] }[] {
  const months: { month: string; entries: LogEntry[] }[] = [];
  for (const entry of entries) {
    const month = MONTH.format(dayOf(entry.watchedOn));
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}

interface DiaryMonthsProps {
  entries: LogEntry[];
  renderLike: (entry: LogEntry) => ReactNode;
}

/** product.md §15: a diary by month, latest first: the day, the film, rewatches marked, stars, a review's start. */
export function DiaryMonths({ entries, renderLike }: DiaryMonthsProps) {
  return (
    <div className="diary">
      {byMonth(entries).map(({ month, entries: inMonth }) => (
        <section key={month} className="diary__month" aria-label={month}>
          <h2 className="diary__month-title">{month}</h2>
          <ol className="diary__entries">
            {inMonth.map((entry) => (
              <li key={entry._id} className="diary-entry">
                <time className="diary-entry__day" dateTime={entry.watchedOn}>
                  {DAY.format(dayOf(entry.watchedOn))}
                </time>
                <div className="diary-entry__body">
                  <Link className="diary-entry__title" to={paths.log.to(entry._id)}>
                    {titleWithSeason(entry.writeup)}
                  </Link>
                  {entry.writeup.releaseYear !== null && (
                    <span className="diary-entry__year"> ({entry.writeup.releaseYear})</span>
                  )}
                  {entry.rewatch && <span className="diary-entry__rewatch"> Rewatch</span>}{' '}
                  <LogStars score={entry.score} />
                  {entry.review !== null && (
                    <p className="diary-entry__excerpt">
                      {entry.spoiler ? <em>Review with spoilers</em> : reviewExcerpt(entry.review)}
                    </p>
                  )}
                </div>
                <div className="diary-entry__like">{renderLike(entry)}</div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
