import { Injectable } from '@nestjs/common';
import { PAGE_SIZES } from '@reviews/libs/constants';
import type { FeedItem, FeedResponse } from '@reviews/libs/contract';
import { normalisePageParam, pageWindow } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';
import { userAvatar } from '../users';
import { toLogEntry, withoutSpoilerReview } from '../diary';
import { toWriteupCard } from '../writeups';
import { markdownHtml } from '../markdown/markdown-html';
import { type FeedEntry, FeedRepository } from './feed.repository';

/**
 * How far back the feed pages: each page merges the newest entries of every source up to its
 * end, so the cost of a page grows with its depth (50 pages of 20).
 */
export const FEED_ITEMS_MAX = 1000;

const newestFirst = (a: FeedEntry, b: FeedEntry) =>
  b.created.getTime() - a.created.getTime() || b.writeupId.localeCompare(a.writeupId);

/** product.md §13: what the members I follow did, newest first (personal: `private, no-store`). */
@Injectable()
export class FeedService {
  constructor(private readonly feed: FeedRepository) {}

  async page(user: UserRow, rawPage: unknown): Promise<FeedResponse> {
    const now = new Date();
    const total = Math.min(await this.feed.count(user.id, now), FEED_ITEMS_MAX);
    const window = pageWindow(normalisePageParam(rawPage), total, PAGE_SIZES.feed);
    const entries = (await this.feed.newest(user.id, now, window.offset + window.pageSize))
      .sort(newestFirst)
      .slice(window.offset, window.offset + window.pageSize);
    const [cards, actors] = await Promise.all([
      this.feed.cards([...new Set(entries.map((entry) => entry.writeupId).filter(Boolean))]),
      this.feed.members([...new Set(entries.map((entry) => entry.actorId))]),
    ]);
    const items = entries.flatMap((entry): FeedItem[] => {
      const card = cards.get(entry.writeupId);
      const actor = actors.get(entry.actorId);
      if ((!card && !entry.list) || !actor) return [];
      return [
        {
          kind: entry.kind,
          actor: { _id: actor.id, username: actor.username, avatar: userAvatar(actor) },
          ...(card ? { writeup: toWriteupCard(card.writeup, card.author) } : {}),
          ...(entry.list
            ? {
                list: {
                  _id: entry.list.id,
                  title: entry.list.title,
                  ranked: entry.list.ranked,
                  entryCount: entry.list.entryCount,
                },
              }
            : {}),
          ...(entry.score !== undefined ? { score: entry.score } : {}),
          ...(entry.comment
            ? {
                comment: {
                  _id: entry.comment.id,
                  content: entry.comment.content,
                  contentHtml: entry.comment.contentHtml ?? markdownHtml(entry.comment.content),
                  spoiler: entry.comment.spoiler,
                },
              }
            : {}),
          ...(entry.log && card
            ? {
                entry: withoutSpoilerReview(
                  toLogEntry({ entry: entry.log, writeup: card.writeup, author: card.author, member: actor }),
                ),
              }
            : {}),
          created: entry.created.toISOString(),
        },
      ];
    });
    const { page, totalPages, totalMatched, pageSize } = window;
    return { items, page, totalPages, totalMatched, pageSize };
  }
}
