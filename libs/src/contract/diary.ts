import type { ReportDetail } from './moderation.js';
import type { UserRef } from './user.js';
import type { Paged, WriteupCard } from './writeup.js';

// product.md §15: members' diary and reviews.

/** Body of POST /api/writeup/{id}/log and PATCH /api/log/{id}. */
export interface LogRequest {
  /** YYYY-MM-DD; default today (UTC); not in the future, not before 1888. */
  watchedOn?: string;
  rewatch?: boolean;
  /** 10, 20, ..., 100 (also my audience rating of the writeup); null: none. */
  score?: number | null;
  /** Markdown, 1 to 5,000 characters; null: none. */
  review?: string | null;
  /** The whole review holds spoilers: shown collapsed, never in descriptions or feeds. */
  spoiler?: boolean;
}

/** One diary entry: a watch of a movie or series, maybe scored and reviewed. */
export interface LogEntry {
  _id: string;
  writeup: WriteupCard;
  user: UserRef;
  watchedOn: string;
  rewatch: boolean;
  score: number | null;
  review: string | null;
  /** The review as sanitised HTML (product.md §14); null with `review`. */
  reviewHtml: string | null;
  spoiler: boolean;
  /** Members who like it; may lag by up to 60 s. */
  likes: number;
  created: string;
  /** When its author last changed it; null if never. */
  edited: string | null;
  /** Present (true) when a moderator hid it: only its author and moderators get it then. */
  hidden?: true;
}

/** GET /api/user/{username}/diary and GET /api/writeup/{id}/reviews. */
export interface LogEntriesPage extends Paged {
  entries: LogEntry[];
}

/** An entry as a moderator sees it in the report queue (`kind: "review"`). */
export interface ReportedLogEntry {
  kind: 'review';
  entry: LogEntry;
  writeup: { _id: string; title: string; slug: string | null; type: WriteupCard['type'] };
  count: number;
  reasons: string[];
  details: ReportDetail[];
  lastReported: string | null;
}
