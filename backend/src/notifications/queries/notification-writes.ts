import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Transaction } from '../../database/database';
import { follows, notificationActors, notificationEvents } from '../../database/schema';

// The notification entries an action writes (product.md §13), in the transaction of the action
// itself, so an action and its notification stand or fall together. Callers never pass an action
// of the recipient's own: the rules that allow the action already refuse those.

/** What was liked: a writeup, or a comment on a writeup. */
export interface LikedThing {
  writeupId: string;
  commentId: string | null;
}

const sameThing = (thing: LikedThing) =>
  and(
    eq(notificationEvents.writeupId, thing.writeupId),
    thing.commentId === null
      ? isNull(notificationEvents.commentId)
      : eq(notificationEvents.commentId, thing.commentId),
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

/**
 * The writeup is public (published, or scheduled) from `at` on: its author's followers are told
 * at `at` (entries dated then; reads show none before). Written once, at its first publication or
 * scheduling, for the followers of that moment; a rescheduling moves entries not yet shown.
 */
export async function recordPublication(
  tx: Transaction,
  writeupId: string,
  authorId: string,
  at: Date,
  now: Date,
): Promise<void> {
  const [existing] = await tx
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .where(and(eq(notificationEvents.writeupId, writeupId), eq(notificationEvents.kind, 'published')))
    .limit(1);
  if (existing) {
    await tx
      .update(notificationEvents)
      .set({ created: at })
      .where(
        and(
          eq(notificationEvents.writeupId, writeupId),
          eq(notificationEvents.kind, 'published'),
          gt(notificationEvents.created, now),
        ),
      );
    return;
  }
  const e = notificationEvents;
  await tx.execute(sql`
    insert into ${e} (${sql.identifier(e.kind.name)}, ${sql.identifier(e.recipientId.name)}, ${sql.identifier(e.actorId.name)}, ${sql.identifier(e.writeupId.name)}, ${sql.identifier(e.created.name)})
    select 'published', ${follows.followerId}, ${authorId}, ${writeupId}, ${at.toISOString()}::timestamptz
    from ${follows} where ${follows.followeeId} = ${authorId}`);
}

/** The writeup went back to being a draft before its time: followers are told nothing yet. */
export async function withdrawPublication(tx: Transaction, writeupId: string, now: Date): Promise<void> {
  await tx
    .delete(notificationEvents)
    .where(
      and(
        eq(notificationEvents.writeupId, writeupId),
        eq(notificationEvents.kind, 'published'),
        gt(notificationEvents.created, now),
      ),
    );
}
