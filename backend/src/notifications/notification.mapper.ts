import type { Notification, UserRef } from '@reviews/libs/contract';
import { withoutSpoilers } from '@reviews/libs/rules';

import { userAvatar } from '../users';
import { toWriteupCard } from '../writeups';
import type { ActorRow, NotificationRecord } from './notifications.repository';

/** What a spoiler comment shows in a notification: its text could not be hidden there (product.md §12). */
export const SPOILER_COMMENT_TEXT = 'A comment with spoilers';

export function toActorRef(row: ActorRow): UserRef {
  return { _id: row.id, username: row.username, avatar: userAvatar(row) };
}

/** A comment as notifications and e-mails show it: never a spoiler. */
export function commentWithoutSpoilers(comment: { content: string; spoiler: boolean }): string {
  return comment.spoiler ? SPOILER_COMMENT_TEXT : withoutSpoilers(comment.content);
}

/** What a spoiler review shows in a notification (product.md §15), as a spoiler comment. */
export const SPOILER_REVIEW_TEXT = 'A review with spoilers';

/** A liked diary entry's review as notifications show it: never a spoiler. */
export function reviewWithoutSpoilers(log: { review: string | null; spoiler: boolean }): string | null {
  if (log.review === null) return null;
  return log.spoiler ? SPOILER_REVIEW_TEXT : withoutSpoilers(log.review);
}

/** The API shape of an entry; `likers` for a like entry (else its one actor). */
export function toNotificationResponse(
  record: NotificationRecord,
  likers: { actors: ActorRow[]; total: number } | undefined,
): Notification {
  const { event, writeup, author, comment, log } = record;
  const actors = likers ? likers.actors : [record.actor];
  return {
    _id: event.id,
    kind: event.kind,
    actors: actors.map(toActorRef),
    actorCount: likers ? likers.total : 1,
    ...(writeup && author ? { writeup: toWriteupCard(writeup, author) } : {}),
    ...(comment ? { comment: { _id: comment.id, content: commentWithoutSpoilers(comment) } } : {}),
    ...(log ? { log: { _id: log.id, review: reviewWithoutSpoilers(log) } } : {}),
    created: event.created.toISOString(),
    read: event.read,
  };
}
