import type { INestApplicationContext } from '@nestjs/common';

import { CommentsRepository } from '../comments/comments.repository';
import type { Database } from '../database/database';
import { DATABASE } from '../database/database.tokens';
import type { UserRow } from '../database/schema';
import { FollowsRepository } from '../follows/follows.repository';
import { LikesRepository } from '../likes/likes.repository';
import { DemoSocialRepository } from './demo-social.repository';

// product.md §13 in the demo: members and authors follow each other, and the first member
// (popcorn-pete) finds replies, likes and follows waiting, so the bell, the Following page and
// the profiles look lived in. Everything goes through the features' own writes, which notify.

const DEMO_REPLIES = [
  'Completely agree, the last act is the best part.',
  'I had the opposite reaction, but I see your point.',
  'This made me want to watch it again tonight.',
];

export interface DemoSocialInput {
  admins: UserRow[];
  members: UserRow[];
  /** Published writeups, newest last or in any order, with their authors. */
  published: { id: string; authorId: string; publishedAt: Date }[];
  pick: <T>(list: readonly T[]) => T;
}

/** Follows among the demo accounts (before the scheduled writeups, so their followers hear of them). */
export async function seedFollows(
  app: INestApplicationContext,
  { admins, members, pick }: DemoSocialInput,
): Promise<number> {
  const follows = app.get(FollowsRepository);
  const pairs = new Set<string>();
  const add = async (follower: UserRow, followee: UserRow) => {
    const key = `${follower.id}>${followee.id}`;
    if (follower.id === followee.id || pairs.has(key)) return;
    pairs.add(key);
    await follows.setFollow(follower.id, followee.id, true);
  };
  const [pete, ...others] = members;
  for (const admin of admins) await add(pete, admin);
  for (const member of others.slice(0, 3)) await add(pete, member);
  for (const member of others) {
    await add(member, pick(admins));
    await add(member, pick(admins));
    await add(member, pick(members));
  }
  for (const member of others.slice(0, 6)) await add(member, pete);
  for (const admin of admins) await add(admin, pick(members));
  return pairs.size;
}

/** Replies to and likes of the first member's comments, and likes of the newest writeups; the replies made. */
export async function seedConversation(
  app: INestApplicationContext,
  { members, published, pick }: DemoSocialInput,
): Promise<number> {
  const comments = app.get(CommentsRepository);
  const likes = app.get(LikesRepository);
  const reads = new DemoSocialRepository(app.get<Database>(DATABASE));
  const [pete, ...others] = members;
  const own = await reads.topLevelCommentsBy(pete.id, 4);
  let replies = 0;
  for (const [index, comment] of own.entries()) {
    const author = others[index % others.length];
    if (index < DEMO_REPLIES.length) {
      await comments.insert(
        {
          writeupId: comment.writeupId,
          userId: author.id,
          content: DEMO_REPLIES[index],
          spoiler: false,
          replyTo: comment.id,
        },
        pete.id,
      );
      replies += 1;
    }
    for (const liker of others.slice(index, index + 3)) {
      await likes.setCommentLike(
        comment.id,
        { authorId: pete.id, writeupId: comment.writeupId },
        liker.id,
        true,
      );
    }
  }
  const newest = [...published].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, 6);
  for (const writeup of newest) {
    for (let i = 0; i < 3; i += 1) {
      await likes.setWriteupLike(writeup.id, writeup.authorId, pick(members).id, true);
    }
  }
  return replies;
}
