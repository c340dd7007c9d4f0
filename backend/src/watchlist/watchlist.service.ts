import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { PAGE_SIZES } from '@reviews/libs/constants';
import type { MyWatchlistResponse, OkResponse, WatchlistPage, WatchlistState } from '@reviews/libs/contract';
import { normalisePageParam, pageWindow } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';
import { toWriteupCard } from '../writeups';
import { type EntryDates, type WatchedFilter, WatchlistRepository } from './watchlist.repository';

export const WATCHLIST_WRITEUP_NOT_FOUND = 'No published writeup with this id';
const NOT_ON_WATCHLIST = 'This writeup is not on your watchlist';
const ARTICLE = 'Only movies and series go on a watchlist';
const NO_PUBLIC_WATCHLIST = 'No public watchlist by that username';

function toState(entry: EntryDates): WatchlistState {
  return { added: entry.added.toISOString(), watched: entry.watched?.toISOString() ?? null };
}

/** GET /api/me/watchlist's answer of the entries of some writeups (writeup id to dates). */
export function watchlistStates(entries: Record<string, EntryDates>): MyWatchlistResponse {
  return {
    watchlist: Object.fromEntries(
      Object.entries(entries).map(([writeupId, entry]) => [writeupId, toState(entry)]),
    ),
  };
}

/** product.md §13: a member's watchlist of movies and series, private unless they make it public. */
@Injectable()
export class WatchlistService {
  constructor(private readonly watchlist: WatchlistRepository) {}

  async add(user: UserRow, writeupId: string): Promise<WatchlistState> {
    const type = await this.watchlist.publishedWriteupType(writeupId);
    if (type === undefined) throw new NotFoundException(WATCHLIST_WRITEUP_NOT_FOUND);
    if (type === 'article') throw new BadRequestException(ARTICLE);
    return toState(await this.watchlist.add(user.id, writeupId));
  }

  async mark(user: UserRow, writeupId: string, watched: boolean): Promise<WatchlistState> {
    const entry = await this.watchlist.mark(user.id, writeupId, watched);
    if (!entry) throw new NotFoundException(NOT_ON_WATCHLIST);
    return toState(entry);
  }

  /** Idempotent; 404 only for a writeup nobody can see (an entry goes with its writeup). */
  async remove(user: UserRow, writeupId: string): Promise<OkResponse> {
    if ((await this.watchlist.publishedWriteupType(writeupId)) === undefined) {
      throw new NotFoundException(WATCHLIST_WRITEUP_NOT_FOUND);
    }
    await this.watchlist.remove(user.id, writeupId);
    return { ok: true };
  }

  /** A page of a member's watchlist, newest first. */
  async page(userId: string, pageParam: unknown, watched: WatchedFilter): Promise<WatchlistPage> {
    const window = pageWindow(
      normalisePageParam(pageParam),
      await this.watchlist.countEntries(userId, watched),
      PAGE_SIZES.watchlist,
    );
    const rows = await this.watchlist.page(userId, watched, window.offset, window.pageSize);
    const { page, totalPages, totalMatched, pageSize } = window;
    return {
      writeups: rows.map((row) => ({ ...toWriteupCard(row.writeup, row.author), ...toState(row.entry) })),
      page,
      totalPages,
      totalMatched,
      pageSize,
    };
  }

  /** GET /api/user/:username/watchlist: 404 unless that member made it public. */
  async publicPage(username: string, pageParam: unknown): Promise<WatchlistPage> {
    const owner = await this.watchlist.publicWatchlistOwner(username);
    if (!owner) throw new NotFoundException(NO_PUBLIC_WATCHLIST);
    return this.page(owner.id, pageParam, undefined);
  }

  async mine(user: UserRow, writeupIds: string[]): Promise<MyWatchlistResponse> {
    return watchlistStates(await this.watchlist.entriesFor(user.id, writeupIds));
  }
}
