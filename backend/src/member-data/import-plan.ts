import { DIARY, type ImportFileName } from '@reviews/libs/constants';
import type { ImportCounts, ImportReport, UnmatchedImportRow } from '@reviews/libs/contract';
import { canRate, scoreOfStars, todayUtc, watchedOnProblem } from '@reviews/libs/rules';

import type { ImportRow } from './letterboxd-csv';

/** The writeup a row names, or why it names none. */
export type RowMatch = { writeup: { id: string; authorId: string } } | { reason: string };

/** What the member has already, so that importing the same file twice adds nothing. */
export interface ExistingData {
  entries: { id: string; writeupId: string; watchedOn: string; rewatch: boolean; review: string | null }[];
  ratings: Map<string, number>;
  watchlist: Set<string>;
}

export interface NewLogEntry {
  writeupId: string;
  watchedOn: string;
  rewatch: boolean;
  score: number | null;
  review: string | null;
  created: Date;
}

/** The writes of an import (none of them made in a dry run) and its report. */
export interface ImportPlan {
  entries: NewLogEntry[];
  reviews: { id: string; writeupId: string; review: string }[];
  ratings: { writeupId: string; score: number; updated: Date }[];
  watchlist: { writeupId: string; added: Date }[];
  report: ImportReport;
}

/** Watchlist first, so that a logged watch marks it watched; ratings last, the member's latest. */
export const FILE_ORDER: readonly ImportFileName[] = [
  'watchlist.csv',
  'diary.csv',
  'watched.csv',
  'reviews.csv',
  'ratings.csv',
];

const OWN_WRITEUP = 'You wrote this writeup: you cannot log or rate your own';
const BAD_RATING = 'The rating is not 0.5 to 5 stars in steps of a half';
const NO_RATING = 'The row has no rating';
const EMPTY_REVIEW = 'The review is empty';
const LONG_REVIEW = `The review is longer than ${DIARY.review} characters`;

interface PlannedEntry {
  /** The stored entry's id; undefined for one this import adds. */
  id?: string;
  review: string | null;
  added?: NewLogEntry;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A row's Date column as a time (midnight UTC), else now. */
function timeOf(date: string, now: Date): Date {
  const time = DAY.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  return time && !Number.isNaN(time.getTime()) && time <= now ? time : now;
}

/** A star rating as written ("3.5"); null when blank, undefined when it is no rating. */
function scoreOf(rating: string): number | null | undefined {
  if (rating === '') return null;
  return scoreOfStars(Number(rating)) ?? undefined;
}

/**
 * product.md §17: what importing these rows adds to what the member has: diary entries keyed by
 * writeup, watched day and rewatch; a review on the entry it belongs to; ratings and watchlist
 * entries by writeup. A row that adds nothing because it is there already is no failure; a row that
 * cannot be imported is reported with its reason.
 */
export class ImportPlanner {
  private readonly entries = new Map<string, PlannedEntry>();
  private readonly logged = new Set<string>();
  private readonly watchlist: Set<string>;
  /** Scores of new entries (a log with a score sets the rating), then of ratings.csv. */
  private readonly scores = new Map<string, { score: number; updated: Date }>();
  private readonly plan: ImportPlan;
  private readonly counts: ImportCounts = { diary: 0, ratings: 0, watchlist: 0, reviews: 0 };
  private readonly unmatched: UnmatchedImportRow[] = [];

  constructor(
    private readonly userId: string,
    private readonly existing: ExistingData,
    private readonly now: Date = new Date(),
  ) {
    for (const entry of existing.entries) {
      this.entries.set(this.key(entry.writeupId, entry.watchedOn, entry.rewatch), entry);
      this.logged.add(entry.writeupId);
    }
    this.watchlist = new Set(existing.watchlist);
    this.plan = {
      entries: [],
      reviews: [],
      ratings: [],
      watchlist: [],
      report: { imported: this.counts, unmatched: this.unmatched },
    };
  }

  /** Takes one row and the writeup it matched (or why none). */
  add(row: ImportRow, match: RowMatch): void {
    const reason = 'reason' in match ? match.reason : this.take(row, match.writeup);
    if (reason) {
      this.unmatched.push({ file: row.file, line: row.line, name: row.name, year: row.year, reason });
    }
  }

  /** The plan once every row has been taken. */
  finish(): ImportPlan {
    for (const [writeupId, { score, updated }] of this.scores) {
      if (this.existing.ratings.get(writeupId) === score) continue;
      this.plan.ratings.push({ writeupId, score, updated });
      this.counts.ratings += 1;
    }
    this.unmatched.sort(
      (a, b) =>
        FILE_ORDER.indexOf(a.file as ImportFileName) - FILE_ORDER.indexOf(b.file as ImportFileName) ||
        a.line - b.line,
    );
    return this.plan;
  }

  /** Why the row adds nothing it should, or undefined once it is taken. */
  private take(row: ImportRow, writeup: { id: string; authorId: string }): string | undefined {
    if (row.file === 'watchlist.csv') return this.addToWatchlist(row, writeup.id);
    if (!canRate({ _id: this.userId }, writeup.authorId)) return OWN_WRITEUP;
    if (row.file === 'ratings.csv') return this.rate(row, writeup.id);
    if (row.file === 'reviews.csv') return this.review(row, writeup.id);
    if (row.file === 'watched.csv') {
      return this.logged.has(writeup.id)
        ? undefined
        : this.log(row, writeup.id, row.date || todayUtc(this.now), null);
    }
    return this.log(row, writeup.id, row.watchedDate, null);
  }

  private addToWatchlist(row: ImportRow, writeupId: string): undefined {
    if (this.watchlist.has(writeupId)) return;
    this.watchlist.add(writeupId);
    this.plan.watchlist.push({ writeupId, added: timeOf(row.date, this.now) });
    this.counts.watchlist += 1;
  }

  private rate(row: ImportRow, writeupId: string): string | undefined {
    const score = scoreOf(row.rating);
    if (score === undefined) return BAD_RATING;
    if (score === null) return NO_RATING;
    this.scores.set(writeupId, { score, updated: timeOf(row.date, this.now) });
  }

  private review(row: ImportRow, writeupId: string): string | undefined {
    const review = row.review.trim();
    if (review === '') return EMPTY_REVIEW;
    if (review.length > DIARY.review) return LONG_REVIEW;
    const watchedOn = row.watchedDate || row.date;
    const entry = this.entries.get(this.key(writeupId, watchedOn, row.rewatch));
    if (!entry) return this.log(row, writeupId, watchedOn, review);
    if (entry.review !== null) return;
    entry.review = review;
    if (entry.added) entry.added.review = review;
    else this.plan.reviews.push({ id: entry.id!, writeupId, review });
    this.counts.reviews += 1;
  }

  /** A new diary entry unless one of that writeup, day and rewatch is there already. */
  private log(
    row: ImportRow,
    writeupId: string,
    watchedOn: string,
    review: string | null,
  ): string | undefined {
    const problem = watchedOnProblem(watchedOn, this.now);
    if (problem) return problem.replace(/^watchedOn/, 'The watched date');
    const score = scoreOf(row.rating);
    if (score === undefined) return BAD_RATING;
    const key = this.key(writeupId, watchedOn, row.rewatch);
    if (this.entries.has(key)) return;
    const created = timeOf(row.date || watchedOn, this.now);
    const added: NewLogEntry = { writeupId, watchedOn, rewatch: row.rewatch, score, review, created };
    this.entries.set(key, { review, added });
    this.logged.add(writeupId);
    this.plan.entries.push(added);
    if (review === null) this.counts.diary += 1;
    else this.counts.reviews += 1;
    const latest = this.scores.get(writeupId);
    if (score !== null && (!latest || latest.updated <= created))
      this.scores.set(writeupId, { score, updated: created });
  }

  private key(writeupId: string, watchedOn: string, rewatch: boolean): string {
    return `${writeupId}|${watchedOn}|${rewatch}`;
  }
}
