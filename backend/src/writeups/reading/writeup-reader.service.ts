import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  DISCUSSED,
  type LeaderboardType,
  PAGE_SIZES,
  type SortOption,
  WRITEUP_TYPES,
} from '@reviews/libs/constants';
import type {
  DiscussedWriteupsResponse,
  ListingResponse,
  RoundupResponse,
  UserWriteupsResponse,
  Writeup,
  WriteupCard,
} from '@reviews/libs/contract';
import { isPublishedAt, normalisePageParam, pageWindow } from '@reviews/libs/rules';

import { WRITEUP_NOT_FOUND } from '../../common/not-found-messages';
import type { UserRow } from '../../database/schema';
import { DiscussedWriteupsRepository } from './discussed-writeups.repository';
import type {
  DiscussedQueryDto,
  LeaderboardQueryDto,
  ListingQueryDto,
  RoundupQueryDto,
} from '../dto/writeup-queries.request';
import { optionalBoolean, optionalChoice, optionalString, parseJsonFilter } from './json-filter';
import { type WriteupMatch, WriteupReadsRepository } from './writeup-reads.repository';
import {
  toWriteupCard,
  toWriteupResponse,
  type WriteupCardWithAuthor,
  type WriteupWithAuthor,
} from './writeup.mapper';

type Viewer = UserRow | undefined;

function toCards(rows: WriteupCardWithAuthor[]): WriteupCard[] {
  return rows.map((row) => toWriteupCard(row.writeup, row.author, row.rank, row.tied));
}

function collectionsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) {
    throw new BadRequestException('filter.collections must be a collection keyword or a list of them');
  }
  return list;
}

/** Every public way of reading writeups (product.md §5 "Reading"); the repository applies visibility. */
@Injectable()
export class WriteupReaderService {
  constructor(
    private readonly reads: WriteupReadsRepository,
    private readonly discussed: DiscussedWriteupsRepository,
  ) {}

  /** GET /api/writeup/listings */
  async listings(viewer: Viewer, query: ListingQueryDto): Promise<ListingResponse> {
    const filter = parseJsonFilter(query.filter, ['type', 'collections', 'author']);
    const type = optionalChoice(filter.type, WRITEUP_TYPES, 'filter.type');
    const collections = collectionsOf(filter.collections);
    const search = query.search?.trim();
    const author = optionalString(filter.author, 'filter.author')?.trim() || undefined;

    const listing = { type, excludeArticle: query.excludeArticle === 'true', collections, search, author };

    const sort: SortOption = query.sort ?? 'new';
    const window = pageWindow(
      normalisePageParam(query.page),
      await this.reads.countListing(viewer, listing),
      PAGE_SIZES.listing,
    );
    const rows = await this.reads.listingPage(viewer, listing, sort, window.offset, window.pageSize);
    return { ...this.paged(window), writeups: toCards(rows) };
  }

  /** GET /api/writeup/?filter=: by slug (+type, includeRank), or by title for the title lookup. */
  async lookup(viewer: Viewer, filterText: string): Promise<Writeup> {
    const filter = parseJsonFilter(filterText, ['slug', 'type', 'title', 'includeRank', 'excludeArticle']);
    const slug = optionalString(filter.slug, 'filter.slug');
    const title = optionalString(filter.title, 'filter.title');
    const type = optionalChoice(filter.type, WRITEUP_TYPES, 'filter.type');
    const includeRank = optionalBoolean(filter.includeRank, 'filter.includeRank');
    const excludeArticle = optionalBoolean(filter.excludeArticle, 'filter.excludeArticle');

    let match: WriteupMatch;
    if (slug !== undefined) {
      match = { slug, article: type === 'article' };
    } else if (title !== undefined) {
      match = { title: title.replace(/\s+/g, ' ').trim(), type, excludeArticle: excludeArticle === true };
    } else {
      throw new BadRequestException('The filter needs a slug or a title');
    }

    const found = await this.reads.findVisible(viewer, match);
    if (!found) throw new NotFoundException(WRITEUP_NOT_FOUND);
    const { writeup } = found;
    if (includeRank && writeup.type !== 'article' && isPublishedAt(writeup)) {
      found.rank = await this.reads.rankOf(writeup.rating, writeup.type, new Date());
    }
    return this.respondOne(found, viewer);
  }

  /** GET /api/writeup/random: a published review. */
  async random(viewer: Viewer): Promise<Writeup> {
    const total = await this.reads.countPublishedReviews();
    if (total === 0) throw new NotFoundException('There are no reviews yet');
    const row = await this.reads.publishedReviewAt(Math.floor(Math.random() * total));
    return this.respondOne(row, viewer);
  }

  /** GET /api/writeup/user/:username: reviews before articles, newest first. */
  async byUser(viewer: Viewer, username: string): Promise<UserWriteupsResponse> {
    const authorId = await this.userId(username);
    const rows = await this.reads.visibleCardsByAuthor(viewer, authorId);
    return { writeups: toCards(rows) };
  }

  /**
   * GET /api/writeup/leaderboard: published reviews by rating with competition ranks; `by=audience`
   * by audience score, of those with enough ratings (product.md §13).
   */
  async leaderboard(query: LeaderboardQueryDto): Promise<ListingResponse> {
    const board: LeaderboardType = query.type ?? 'all';
    const now = new Date();
    const authorId = query.username ? await this.userId(query.username) : undefined;
    if (query.by === 'audience') {
      const window = pageWindow(
        normalisePageParam(query.page),
        await this.reads.countAudienceBoard(board, now, authorId),
        PAGE_SIZES.leaderboard,
      );
      const rows = await this.reads.audienceBoardPage(board, now, window.offset, window.pageSize, authorId);
      return { ...this.paged(window), writeups: toCards(rows) };
    }
    const window = pageWindow(
      normalisePageParam(query.page),
      await this.reads.countLeaderboard(board, now, authorId),
      PAGE_SIZES.leaderboard,
    );
    const rows = authorId
      ? await this.reads.authorLeaderboardPage(board, authorId, now, window.offset, window.pageSize)
      : await this.reads.leaderboardPage(board, now, window.offset, window.pageSize);
    return { ...this.paged(window), writeups: toCards(rows) };
  }

  /** GET /api/writeup/discussed: published writeups by comments shown to everyone in the last days. */
  async mostDiscussed(query: DiscussedQueryDto): Promise<DiscussedWriteupsResponse> {
    const days = query.days ?? DISCUSSED.days.default;
    const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const rows = await this.discussed.mostDiscussed(since, query.limit ?? DISCUSSED.limit.default);
    return {
      writeups: rows.map((row) => ({ ...toWriteupCard(row.writeup, row.author), comments: row.comments })),
    };
  }

  /** GET /api/writeup/roundup/:username: what the user published and commented on in [start, end). */
  async roundup(username: string, query: RoundupQueryDto): Promise<RoundupResponse> {
    const start = new Date(query.start);
    const end = new Date(query.end);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
      throw new BadRequestException('start and end must be dates');
    }
    if (start >= end) throw new BadRequestException('start must be before end');
    const period = { userId: await this.userId(username), type: query.type ?? 'all', start, end };
    const [authored, commented] = await Promise.all([
      this.reads.roundupAuthored(period),
      this.reads.roundupCommented(period),
    ]);
    return { authored: toCards(authored), commented: toCards(commented) };
  }

  private async userId(username: string): Promise<string> {
    const id = await this.reads.findUserId(username);
    if (!id) throw new NotFoundException('User not found');
    return id;
  }

  private paged(window: ReturnType<typeof pageWindow>) {
    const { page, totalPages, totalMatched, pageSize } = window;
    return { page, totalPages, totalMatched, pageSize };
  }

  private respondOne(row: WriteupWithAuthor, viewer: Viewer): Writeup {
    return toWriteupResponse(row.writeup, row.author, viewer, row.rank);
  }
}
