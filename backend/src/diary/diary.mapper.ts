import type { LogEntry } from '@reviews/libs/contract';

import type { LogEntryRow } from '../database/schema';
import { markdownHtml } from '../markdown/markdown-html';
import { userAvatar } from '../users';
import { toWriteupCard, type WriteupAuthor, type WriteupCardRecord } from '../writeups';

/** An entry with what it shows: its writeup's card and author, and its member. */
export interface LogEntryRecord {
  entry: LogEntryRow;
  writeup: WriteupCardRecord;
  author: WriteupAuthor;
  member: WriteupAuthor;
}

/** The API shape of an entry; `hidden` only on a hidden one (its author and moderators get it). */
export function toLogEntry(record: LogEntryRecord): LogEntry {
  const { entry, member } = record;
  return {
    _id: entry.id,
    writeup: toWriteupCard(record.writeup, record.author),
    user: { _id: member.id, username: member.username, avatar: userAvatar(member) },
    watchedOn: entry.watchedOn,
    rewatch: entry.rewatch,
    score: entry.score,
    review: entry.review,
    // Stored when saved (product.md §14); rendered here only for a row saved before that.
    reviewHtml: entry.review === null ? null : (entry.reviewHtml ?? markdownHtml(entry.review)),
    spoiler: entry.spoiler,
    likes: entry.likes,
    created: entry.created.toISOString(),
    edited: entry.edited?.toISOString() ?? null,
    ...(entry.hidden ? { hidden: true as const } : {}),
  };
}

/** An entry where its review could not be hidden (the feed): a spoiler review's text left out. */
export function withoutSpoilerReview(entry: LogEntry): LogEntry {
  return entry.spoiler ? { ...entry, review: null, reviewHtml: null } : entry;
}
