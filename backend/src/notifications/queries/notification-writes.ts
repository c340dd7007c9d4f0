import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../database/database';
import { follows, notificationActors, notificationEvents } from '../../database/schema';

// The notification entries an action writes (product.md §13), in the transaction of the action
// itself, so an action and its notification stand or fall together; a publication's, for every
// follower, by a job the publishing transaction queues (product.md §19). Callers never pass an action
// of the recipient's own: the rules that allow the action already refuse those.

/** What was liked: a writeup, or a comment or a diary entry (product.md §15) on a writeup. */
export interface LikedThing {
  writeupId: string;
  commentId: string | null;
  logId?: string | null;
}

const sameThing = (thing: LikedThing) =>
  and(
    eq(notificationEvents.writeupId, thing.writeupId),
    thing.commentId === null
      ? isNull(notificationEvents.commentId)
      : eq(notificationEvents.commentId, thing.commentId),
    thing.logId ? eq(notificationEvents.logId, thing.logId) : isNull(notificationEvents.logId),
  );

/** The recipient's unread like entry of a thing, locked for the change at hand. */
async function openLikeEntry(
  tx: Transaction,
  recipientId: string,
  thing: LikedThing,
): Promise<{ id: string } | undefined> {
  const [open] = await tx
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .where(
      and(
        eq(notificationEvents.recipientId, recipientId),
        eq(notificationEvents.kind, 'like'),
        eq(notificationEvents.read, false),
        sameThing(thing),
      ),
    )
    .limit(1)
    .for('update');
  return open;
}

/** `actorId` liked `recipientId`'s thing: gathered into the unread like entry of that thing. */
export async function recordLike(
  tx: Transaction,
  recipientId: string,
  actorId: string,
  thing: LikedThing,
): Promise<void> {
  const now = new Date();
  const open = await openLikeEntry(tx, recipientId, thing);
  const id = open
    ? (
        await tx
          .update(notificationEvents)
          .set({ actorId, created: now })
          .where(eq(notificationEvents.id, open.id))
          .returning({ id: notificationEvents.id })
      )[0].id
    : (
        await tx
          .insert(notificationEvents)
          .values({ kind: 'like', recipientId, actorId, ...thing, created: now })
          .returning({ id: notificationEvents.id })
      )[0].id;
  await tx
    .insert(notificationActors)
    .values({ notificationId: id, actorId, created: now })
    .onConflictDoUpdate({
      target: [notificationActors.notificationId, notificationActors.actorId],
      set: { created: now },
    });
}

/** `actorId` no longer likes the thing: out of its unread like entry, which goes when nobody is left. */
export async function withdrawLike(
  tx: Transaction,
  recipientId: string,
  actorId: string,
  thing: LikedThing,
): Promise<void> {
  const open = await openLikeEntry(tx, recipientId, thing);
  if (!open) return;
  await tx
    .delete(notificationActors)
    .where(and(eq(notificationActors.notificationId, open.id), eq(notificationActors.actorId, actorId)));
  const [latest] = await tx
    .select({ actorId: notificationActors.actorId })
    .from(notificationActors)
    .where(eq(notificationActors.notificationId, open.id))
    .orderBy(desc(notificationActors.created))
    .limit(1);
  if (latest) {
    await tx
      .update(notificationEvents)
      .set({ actorId: latest.actorId })
      .where(eq(notificationEvents.id, open.id));
  } else {
    await tx.delete(notificationEvents).where(eq(notificationEvents.id, open.id));
  }
}

/** `actorId` replied with comment `commentId` on the writeup to a comment of `recipientId`'s. */
export async function recordReply(
  tx: Transaction,
  recipientId: string,
  actorId: string,
  reply: { writeupId: string; commentId: string },
): Promise<void> {
  await tx.insert(notificationEvents).values({ kind: 'reply', recipientId, actorId, ...reply });
}

/** `actorId` follows `recipientId` now; a follow already waiting unread is not told twice. */
export async function recordFollow(tx: Transaction, recipientId: string, actorId: string): Promise<void> {
  await withdrawFollow(tx, recipientId, actorId);
  await tx.insert(notificationEvents).values({ kind: 'follow', recipientId, actorId });
}

/** `actorId` no longer follows `recipientId`: an unread follow entry of theirs goes. */
export async function withdrawFollow(tx: Transaction, recipientId: string, actorId: string): Promise<void> {
  await tx
    .delete(notificationEvents)
    .where(
      and(
        eq(notificationEvents.recipientId, recipientId),
        eq(notificationEvents.actorId, actorId),
        eq(notificationEvents.kind, 'follow'),
        eq(notificationEvents.read, false),
      ),
    );
}

/** Where a publication's notices have got to: the followers of one batch, and the last of them. */
export interface PublicationBatch {
  /** Followers in the batch (fewer than asked: the last batch). */
  followers: number;
  /** Entries written (fewer than `followers` when a batch runs twice). */
  written: number;
  /** The batch's greatest follower id, where the next batch starts; null: no follower left. */
  last: string | null;
}

/**
 * The writeup is public (published, or scheduled) from `at` on: the next `limit` followers of its
 * author after `after` (by id), among those who followed by then (a follow made between the
 * publication and its job is no news to tell), are told at `at` (entries dated then; reads show
 * none before). A
 * follower already told is not told twice, so a batch may run again (product.md §19: the fan-out
 * job, retried or taken over).
 */
export async function recordPublicationBatch(
  db: Database | Transaction,
  publication: { writeupId: string; authorId: string; at: Date },
  after: string | null,
  limit: number,
): Promise<PublicationBatch> {
  const { writeupId, authorId, at } = publication;
  const e = notificationEvents;
  const column = (name: string) => sql.identifier(name);
  const result = await db.execute(sql`
    with batch as (
      select ${follows.followerId} as follower from ${follows}
      where ${follows.followeeId} = ${authorId} and ${follows.created} <= ${at.toISOString()}::timestamptz
        ${after === null ? sql`` : sql`and ${follows.followerId} > ${after}`}
      order by ${follows.followerId} limit ${limit}
    ), written as (
      insert into ${e} (${column(e.kind.name)}, ${column(e.recipientId.name)}, ${column(e.actorId.name)}, ${column(e.writeupId.name)}, ${column(e.created.name)})
      select 'published', follower, ${authorId}, ${writeupId}, ${at.toISOString()}::timestamptz from batch
      on conflict do nothing
      returning 1
    )
    select (select count(*) from batch)::int as followers, (select count(*) from written)::int as written,
      (select follower from batch order by follower desc limit 1)::text as last`);
  return (result as unknown as { rows: PublicationBatch[] }).rows[0];
}

/** A scheduled writeup's date changed: entries not yet shown move to its new date `at`. */
export async function movePublication(
  db: Database | Transaction,
  writeupId: string,
  at: Date,
  now: Date,
): Promise<void> {
  await db
    .update(notificationEvents)
    .set({ created: at })
    .where(
      and(
        eq(notificationEvents.writeupId, writeupId),
        eq(notificationEvents.kind, 'published'),
        gt(notificationEvents.created, now),
      ),
    );
}

/** The writeup went back to being a draft before its time: followers are told nothing yet. */
export async function withdrawPublication(
  db: Database | Transaction,
  writeupId: string,
  now: Date,
): Promise<void> {
  await db
    .delete(notificationEvents)
    .where(
      and(
        eq(notificationEvents.writeupId, writeupId),
        eq(notificationEvents.kind, 'published'),
        gt(notificationEvents.created, now),
      ),
    );
}
