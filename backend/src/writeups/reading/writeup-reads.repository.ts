import { Injectable } from '@nestjs/common';
import {
  type LeaderboardType,
  REVIEW_TYPES,
  type SortOption,
  WRITEUP_TYPES,
  type WriteupType,
} from '@reviews/libs/constants';
import { readerScope } from '@reviews/libs/rules';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';

import { type Database, UNNAMED_STATEMENT } from '../../database/database';
import { InjectDatabase } from '../../database/database.tokens';
import { PreparedStatements } from '../../database/prepared-statements';
import { comments, listingCounts, users, writeupRatingStats, writeups } from '../../database/schema';
import { memberIdOf, usernameIs, AUTHOR_COLUMNS } from '../../users/queries';
import { escapeLike } from '../../database/escape-like';
import { CARD_COLUMNS, WRITEUP_COLUMNS } from '../queries/writeup-columns';
import { listingOrder } from '../queries/writeup-sorts';
import {
  publishedWriteups,
  scheduledWriteups,
  visibleWriteups,
  type WriteupStateColumns,
} from '../queries/writeup-visibility';
import type { WriteupCardWithAuthor, WriteupWithAuthor } from './writeup.mapper';
import type { WriteupViewer } from './writeup-viewer';

/** A listing's filter (product.md §5 "Reading"); `excludeArticle` only applies without a type. */
export interface ListingFilter {
  type?: WriteupType;
  excludeArticle: boolean;
  collections?: string[];
  search?: string;
  /** A username, any case. */
  author?: string;
}

/** How the title lookup names a writeup: by slug (an article's, or a review's), or by title. */
export type WriteupMatch =
  { slug: string; article: boolean } | { title: string; type?: WriteupType; excludeArticle: boolean };

/** What relates a writeup to others: its author, collections and genres. */
export interface WriteupTopics {
  id: string;
  adminId: string;
  collections: string[];
  genre: string[];
}

/** A user's roundup: what they published and commented on in [start, end), of one type or all. */
export interface RoundupPeriod {
  userId: string;
  type: LeaderboardType;
  start: Date;
  end: Date;
}

const NEWEST_FIRST = [desc(writeups.cardDate), desc(writeups.id)];
const REVIEWS_FIRST = [asc(sql`${writeups.type} = 'article'`), ...NEWEST_FIRST];

/** The values of a prepared read are filled in at each execution (see PreparedStatements). */
const NOW = sql.placeholder('now');

/** Title, headline and director by full text (stemmed words) or as typed within the title. */
function searchCondition(): SQL {
  return or(
    sql`${writeups.searchVector} @@ websearch_to_tsquery('english', ${sql.placeholder('search')})`,
    ilike(writeups.title, sql.placeholder('titlePattern')),
  )!;
}

/** What makes a listing's SQL differ: the viewer's role and which filters are set. */
function listingShape(viewer: WriteupViewer, filter: ListingFilter): string {
  const kind = filter.type ? 'type' : filter.excludeArticle ? 'reviews' : 'all';
  return `${viewer?.type ?? 'visitor'}|${kind}|${filter.collections ? 'collections' : ''}|${filter.search ? 'search' : ''}|${filter.author ? 'author' : ''}`;
}

/** The author a listing's filter names (users is joined for the cards too). */
const filterAuthor = alias(users, 'filter_author');

/** A listing's conditions with placeholders for the filter's values (listingValues). */
function listingWhere(viewer: WriteupViewer, filter: ListingFilter): SQL {
  const conditions: SQL[] = [visibleWriteups(viewer, NOW)];
  if (filter.type) conditions.push(eq(writeups.type, sql.placeholder('type')));
  else if (filter.excludeArticle) conditions.push(ne(writeups.type, 'article'));
  if (filter.collections) {
    conditions.push(arrayOverlaps(writeups.collections, sql.placeholder('collections')));
  }
  if (filter.search) conditions.push(searchCondition());
  if (filter.author) {
    const authorIds = new QueryBuilder()
      .select({ id: filterAuthor.id })
      .from(filterAuthor)
      .where(usernameIs(sql`${sql.placeholder('author')}::text`, filterAuthor));
    conditions.push(inArray(writeups.adminId, authorIds));
  }
  return and(...conditions)!;
}

function listingValues(filter: ListingFilter): Record<string, unknown> {
  return {
    now: new Date(),
    ...(filter.type && { type: filter.type }),
    ...(filter.collections && { collections: filter.collections }),
    ...(filter.search && { search: filter.search, titlePattern: `%${escapeLike(filter.search)}%` }),
    ...(filter.author && { author: filter.author }),
  };
}

function titleMatchWhere(viewer: WriteupViewer, match: Exclude<WriteupMatch, { slug: string }>): SQL {
  const conditions: SQL[] = [visibleWriteups(viewer)];
  conditions.push(sql`lower(${writeups.title}) = lower(${match.title})`);
  if (match.type) conditions.push(eq(writeups.type, match.type));
  else if (match.excludeArticle) conditions.push(ne(writeups.type, 'article'));
  return and(...conditions)!;
}

function publishedReviews(): SQL {
  return and(publishedWriteups(), inArray(writeups.type, [...REVIEW_TYPES]))!;
}

/** A roundup of one writeup type, or of every type for `all`. */
function roundupType(type: LeaderboardType): SQL | undefined {
  return type === 'all' ? undefined : eq(writeups.type, type);
}

/** The reviews on a leaderboard: one type, or every review type for `all`. */
function boardTypes(board: LeaderboardType, table: { type: AnyPgColumn } = writeups): SQL {
  return board === 'all' ? inArray(table.type, [...REVIEW_TYPES]) : eq(table.type, board);
}

/** Published reviews of a leaderboard. */
function boardWriteups(board: LeaderboardType, now: Date, table: BoardColumns = writeups): SQL {
  return and(publishedWriteups(now, table), boardTypes(board, table))!;
}

type BoardColumns = WriteupStateColumns & { type: AnyPgColumn };

/** Whether another review of the board has the row's rating, so shares its rank ("=1"). */
function tiedOnBoard(board: LeaderboardType, now: Date) {
  const same = alias(writeups, 'same_rating');
  return sql<boolean>`exists (${new QueryBuilder()
    .select({ one: sql`1` })
    .from(same)
    .where(
      and(boardWriteups(board, now, same), eq(same.rating, writeups.rating), ne(same.id, writeups.id)),
    )})`;
}

/**
 * Ranks a page of a leaderboard (highest rating first) from its first row's rank: a row rated
 * like the one before it shares its rank; any other row is outranked by every row before it.
 */
function withCompetitionRanks(
  rows: WriteupCardWithAuthor[],
  firstRank: number,
  offset: number,
): WriteupCardWithAuthor[] {
  let previous: { rating: number; rank: number } | undefined;
  return rows.map((row, index) => {
    const rank =
      previous === undefined
        ? firstRank
        : row.writeup.rating === previous.rating
          ? previous.rank
          : offset + index + 1;
    previous = { rating: row.writeup.rating, rank };
    return { ...row, rank };
  });
}

/**
 * Public reads of writeups with their authors, each applying writeup-visibility.ts itself;
 * lists are read one page at a time.
 */
@Injectable()
export class WriteupReadsRepository {
  /** The reads of every page view (listings, a writeup by slug): prepared once per shape. */
  private readonly prepared = new PreparedStatements();

  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * How many writeups of a listing the viewer sees. Without a search or author and with at most one
   * collection, from the kept listing counts (listing-counts.ts) instead of counting the rows.
   */
  async countListing(viewer: WriteupViewer, filter: ListingFilter): Promise<number> {
    if (!filter.search && !filter.author && (filter.collections?.length ?? 0) <= 1) {
      return this.keptCount(viewer, filter);
    }
    const query = this.prepared.get(`count|${listingShape(viewer, filter)}`, () =>
      this.db
        .select({ n: count() })
        .from(writeups)
        .where(listingWhere(viewer, filter))
        .prepare(UNNAMED_STATEMENT),
    );
    const [row] = await query.execute(listingValues(filter));
    return row.n;
  }

  private async keptCount(viewer: WriteupViewer, filter: ListingFilter): Promise<number> {
    const collection = filter.collections?.[0];
    const withScheduled = readerScope(viewer) === 'published-and-scheduled';
    const query = this.prepared.get(`kept|${withScheduled}|${collection === undefined}`, () => {
      const types = sql.placeholder('types');
      const kept = sql`coalesce(sum(${listingCounts.writeups}), 0)`;
      // Scheduled writeups still in the future, for readers who do not see them.
      const future = this.db
        .select({ n: count() })
        .from(writeups)
        .where(
          and(
            scheduledWriteups(NOW),
            sql`${writeups.type} = any(${types})`,
            collection === undefined
              ? undefined
              : arrayOverlaps(writeups.collections, sql`array[${sql.placeholder('collection')}]::text[]`),
          ),
        );
      return this.db
        .select({ n: (withScheduled ? kept : sql`${kept} - (${future})`).mapWith(Number) })
        .from(listingCounts)
        .where(
          and(
            sql`${listingCounts.type} = any(${types})`,
            eq(listingCounts.collection, sql.placeholder('collection')),
          ),
        )
        .prepare(UNNAMED_STATEMENT);
    });
    const types = filter.type ? [filter.type] : filter.excludeArticle ? REVIEW_TYPES : WRITEUP_TYPES;
    const [row] = await query.execute({ types: [...types], collection: collection ?? '', now: new Date() });
    return row.n;
  }

  /**
   * One page of a listing as cards. Past the first page, the page's ids come first, from the
   * listing's index in its order (index entries are all that the offset skips: no row is read
   * and no author joined for the pages before it), then only those writeups are read with their
   * authors; the first page reads its rows at once.
   */
  listingPage(
    viewer: WriteupViewer,
    filter: ListingFilter,
    sort: SortOption,
    offset: number,
    limit: number,
  ): Promise<WriteupCardWithAuthor[]> {
    const first = offset === 0;
    const query = this.prepared.get(`page|${listingShape(viewer, filter)}|${sort}|${first}`, () => {
      const where = listingWhere(viewer, filter);
      if (first) {
        return this.selectCardsWithAuthor()
          .where(where)
          .orderBy(...listingOrder(sort))
          .limit(sql.placeholder('limit'))
          .prepare(UNNAMED_STATEMENT);
      }
      const pageIds = this.db
        .select({ id: writeups.id })
        .from(writeups)
        .where(where)
        .orderBy(...listingOrder(sort))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'));
      return this.selectCardsWithAuthor()
        .where(inArray(writeups.id, pageIds))
        .orderBy(...listingOrder(sort))
        .prepare(UNNAMED_STATEMENT);
    });
    return query.execute({ ...listingValues(filter), offset, limit });
  }

  /** The newest writeup the viewer sees that matches. */
  async findVisible(viewer: WriteupViewer, match: WriteupMatch): Promise<WriteupWithAuthor | undefined> {
    if ('slug' in match) {
      const query = this.prepared.get(`slug|${viewer?.type ?? 'visitor'}|article=${match.article}`, () =>
        this.selectWithAuthor()
          .where(
            and(
              visibleWriteups(viewer, NOW),
              eq(writeups.slug, sql.placeholder('slug')),
              match.article ? eq(writeups.type, 'article') : ne(writeups.type, 'article'),
            ),
          )
          .orderBy(...NEWEST_FIRST)
          .limit(1)
          .prepare(UNNAMED_STATEMENT),
      );
      const [row] = await query.execute({ now: new Date(), slug: match.slug });
      return row;
    }
    const [row] = await this.page(titleMatchWhere(viewer, match), NEWEST_FIRST, 0, 1);
    return row;
  }

  countPublishedReviews(): Promise<number> {
    return this.count(publishedReviews());
  }

  /** The published review at this position (newest id first). */
  async publishedReviewAt(offset: number): Promise<WriteupWithAuthor> {
    const [row] = await this.page(publishedReviews(), [desc(writeups.id)], offset, 1);
    return row;
  }

  /** The author's writeups the viewer sees as cards, reviews before articles, newest first. */
  visibleCardsByAuthor(viewer: WriteupViewer, authorId: string): Promise<WriteupCardWithAuthor[]> {
    return this.cards(and(visibleWriteups(viewer), eq(writeups.adminId, authorId))!, REVIEWS_FIRST);
  }

  /** How many reviews are on a leaderboard, or on the part of it by one author. */
  countLeaderboard(board: LeaderboardType, now: Date, authorId?: string): Promise<number> {
    return this.count(
      and(publishedWriteups(now), boardTypes(board), authorId ? eq(writeups.adminId, authorId) : undefined)!,
    );
  }

  /** Competition rank (1 + how many rate higher) of a rating on a leaderboard. */
  async rankOf(rating: number, board: LeaderboardType, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(writeups)
      .where(and(boardWriteups(board, now), gt(writeups.rating, rating)));
    return row.n + 1;
  }

  /**
   * One page of a leaderboard as cards, highest rating first, with competition ranks over the
   * whole board and whether each is shared. Only the page is read: ranking the whole board in the query (a window function)
   * costs as much as the board is long (129 ms at 100,000 writeups), while one count of the
   * ratings above the page's first row is an index-only scan as long as the offset.
   */
  async leaderboardPage(
    board: LeaderboardType,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<WriteupCardWithAuthor[]> {
    const rows = await this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS, tied: tiedOnBoard(board, now) })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(boardWriteups(board, now))
      .orderBy(desc(writeups.rating), desc(writeups.cardDate), desc(writeups.id))
      .offset(offset)
      .limit(limit);
    if (rows.length === 0) return rows;
    const firstRank = offset === 0 ? 1 : await this.rankOf(rows[0].writeup.rating, board, now);
    return withCompetitionRanks(rows, firstRank, offset);
  }

  /** One page of a leaderboard limited to one author; the ranks stay those of the whole board. */
  authorLeaderboardPage(
    board: LeaderboardType,
    authorId: string,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<WriteupCardWithAuthor[]> {
    const higher = alias(writeups, 'higher');
    const higherRated = this.db
      .select({ n: sql`count(*) + 1` })
      .from(higher)
      .where(and(boardWriteups(board, now, higher), gt(higher.rating, writeups.rating)));
    const rank = sql<number>`(${higherRated})`.mapWith(Number);
    return this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS, rank, tied: tiedOnBoard(board, now) })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(and(boardWriteups(board, now), eq(writeups.adminId, authorId)))
      .orderBy(desc(writeups.rating), desc(writeups.cardDate), desc(writeups.id))
      .offset(offset)
      .limit(limit);
  }

  /** How many reviews are on an audience leaderboard (those with an audience score). */
  async countAudienceBoard(board: LeaderboardType, now: Date, authorId?: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(writeups)
      .innerJoin(writeupRatingStats, eq(writeupRatingStats.writeupId, writeups.id))
      .where(
        and(
          boardWriteups(board, now),
          isNotNull(writeupRatingStats.score),
          authorId ? eq(writeups.adminId, authorId) : undefined,
        ),
      );
    return row.n;
  }

  /**
   * One page of an audience leaderboard (product.md §13): reviews with an audience score, highest
   * first, with competition ranks over the whole board (1 + how many score higher), also when it
   * is limited to one author.
   */
  audienceBoardPage(
    board: LeaderboardType,
    now: Date,
    offset: number,
    limit: number,
    authorId?: string,
  ): Promise<WriteupCardWithAuthor[]> {
    const higher = alias(writeups, 'higher');
    const higherStats = alias(writeupRatingStats, 'higher_stats');
    const higherScored = this.db
      .select({ n: sql`count(*) + 1` })
      .from(higherStats)
      .innerJoin(higher, eq(higher.id, higherStats.writeupId))
      .where(and(boardWriteups(board, now, higher), gt(higherStats.score, writeupRatingStats.score)));
    const rank = sql<number>`(${higherScored})`.mapWith(Number);
    // Shared with another review of the board, as the critics' board marks it ("=1").
    const same = alias(writeups, 'same_score');
    const sameStats = alias(writeupRatingStats, 'same_stats');
    const tied = sql<boolean>`exists (${new QueryBuilder()
      .select({ one: sql`1` })
      .from(sameStats)
      .innerJoin(same, eq(same.id, sameStats.writeupId))
      .where(
        and(
          boardWriteups(board, now, same),
          eq(sameStats.score, writeupRatingStats.score),
          ne(same.id, writeups.id),
        ),
      )})`;
    return this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS, rank, tied })
      .from(writeups)
      .innerJoin(writeupRatingStats, eq(writeupRatingStats.writeupId, writeups.id))
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(
        and(
          boardWriteups(board, now),
          isNotNull(writeupRatingStats.score),
          authorId ? eq(writeups.adminId, authorId) : undefined,
        ),
      )
      .orderBy(desc(writeupRatingStats.score), desc(writeups.cardDate), desc(writeups.id))
      .offset(offset)
      .limit(limit);
  }

  /** What the user published in the period, as cards, newest first. */
  roundupAuthored({ userId, type, start, end }: RoundupPeriod): Promise<WriteupCardWithAuthor[]> {
    return this.cards(
      and(
        publishedWriteups(),
        roundupType(type),
        eq(writeups.adminId, userId),
        gte(writeups.cardDate, start),
        lt(writeups.cardDate, end),
      )!,
      NEWEST_FIRST,
    );
  }

  /** Published writeups the user commented on (visibly) in the period, as cards, newest first. */
  roundupCommented({ userId, type, start, end }: RoundupPeriod): Promise<WriteupCardWithAuthor[]> {
    const commented = inArray(
      writeups.id,
      this.db
        .select({ id: comments.writeupId })
        .from(comments)
        .where(
          and(
            eq(comments.userId, userId),
            // A hidden comment shows to nobody but its author and moderators (product.md §10).
            eq(comments.hidden, false),
            gte(comments.created, start),
            lt(comments.created, end),
          ),
        ),
    );
    return this.cards(and(publishedWriteups(), roundupType(type), commented)!, NEWEST_FIRST);
  }

  /** The author, collections and genres of a writeup the viewer sees, for what to read next. */
  async topicsOfVisible(viewer: WriteupViewer, id: string): Promise<WriteupTopics | undefined> {
    const [row] = await this.db
      .select({
        id: writeups.id,
        adminId: writeups.adminId,
        collections: writeups.collections,
        genre: writeups.genre,
      })
      .from(writeups)
      .where(and(visibleWriteups(viewer), eq(writeups.id, id)));
    return row;
  }

  /** The author's newest other writeups the viewer sees, as cards. */
  moreByAuthor(
    viewer: WriteupViewer,
    topics: WriteupTopics,
    limit: number,
  ): Promise<WriteupCardWithAuthor[]> {
    return this.selectCardsWithAuthor()
      .where(and(visibleWriteups(viewer), eq(writeups.adminId, topics.adminId), ne(writeups.id, topics.id)))
      .orderBy(...NEWEST_FIRST)
      .limit(limit);
  }

  /**
   * Other writeups sharing a collection, then others sharing a genre, each newest first; none of
   * `excluded`. Two reads, since a writeup may be in no collection (an empty overlap is no query).
   */
  async relatedByTopics(
    viewer: WriteupViewer,
    topics: WriteupTopics,
    excluded: string[],
    limit: number,
  ): Promise<WriteupCardWithAuthor[]> {
    const found: WriteupCardWithAuthor[] = [];
    for (const [column, values] of [
      [writeups.collections, topics.collections],
      [writeups.genre, topics.genre],
    ] as const) {
      if (values.length === 0 || found.length >= limit) continue;
      const skipped = [...excluded, ...found.map((card) => card.writeup.id)];
      found.push(
        ...(await this.selectCardsWithAuthor()
          .where(
            and(
              visibleWriteups(viewer),
              ne(writeups.id, topics.id),
              skipped.length > 0 ? notInArray(writeups.id, skipped) : undefined,
              arrayOverlaps(column, values),
            ),
          )
          .orderBy(...NEWEST_FIRST)
          .limit(limit - found.length)),
      );
    }
    return found;
  }

  async findUserId(username: string): Promise<string | undefined> {
    return memberIdOf(this.db, username);
  }

  private selectWithAuthor() {
    return this.db
      .select({ writeup: WRITEUP_COLUMNS, author: AUTHOR_COLUMNS })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId));
  }

  private selectCardsWithAuthor() {
    return this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId));
  }

  private async count(where: SQL): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(writeups).where(where);
    return row.n;
  }

  private page(where: SQL, orderBy: SQL[], offset: number, limit: number): Promise<WriteupWithAuthor[]> {
    return this.selectWithAuthor()
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit);
  }

  private cards(where: SQL, orderBy: SQL[]): Promise<WriteupCardWithAuthor[]> {
    return this.selectCardsWithAuthor()
      .where(where)
      .orderBy(...orderBy);
  }
}
