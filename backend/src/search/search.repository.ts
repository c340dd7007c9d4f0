import { Injectable } from '@nestjs/common';
import { and, type AnyColumn, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { union, unionAll } from 'drizzle-orm/pg-core';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { type UserRow, users, type WriteupRow, writeups } from '../database/schema';
import { usernameIs, AUTHOR_COLUMNS } from '../users/queries';
import { escapeLike } from '../database/escape-like';
import { CARD_COLUMNS, visibleWriteups } from '../writeups/queries';
import type { WriteupCardWithAuthor, WriteupViewer } from '../writeups';

export interface RankedWriteup {
  id: string;
  type: WriteupRow['type'];
  titleMatch: boolean;
}

/** The title starts with the text as typed ("the" -> "The Batman", not "Killers of the Flower Moon"). */
function titleStartsWith(title: SQL | AnyColumn, text: string): SQL<boolean> {
  return sql<boolean>`${title} ilike ${`${escapeLike(text)}%`}`;
}

/** Title matches looked at (their similarity computed once) before the best are kept. */
const TITLE_POOL = 300;

/**
 * The conditions under which a title matches: it holds the text, or is similar to one of the
 * spellings (pg_trgm). Each is looked up on its own (see `rankedWriteups`).
 */
function titleConditions(text: string, spellings: string[]): SQL[] {
  return [
    // Its own lookup: a common word's pool of titles holding it may leave out those starting with it.
    titleStartsWith(writeups.title, text),
    sql`${writeups.title} ilike ${`%${escapeLike(text)}%`}`,
    ...spellings.map((spelling) => sql`${spelling}::text <% ${writeups.title}`),
  ];
}

/** The best word similarity of any spelling to the column. */
function bestSimilarity(column: SQL | AnyColumn, spellings: string[]): SQL<number | null> {
  return sql<number | null>`greatest(${sql.join(
    spellings.map((spelling) => sql`word_similarity(${spelling}::text, ${column})`),
    sql`, `,
  )})`;
}

@Injectable()
export class SearchRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Writeups matching the term among those the viewer sees, best first: an exact title, then
   * titles starting with the term, then other title matches by similarity to one of `spellings`, then full-text matches of headline,
   * director, genre, tags and content by rank; newest first among equals. Each candidate query
   * stops at a fixed number of rows, similarity and ts_rank are computed once per candidate (and
   * ts_rank only for rows whose title did not match), and the ranking reads no table again, so a
   * common word costs no more than a rare one.
   */
  rankedWriteups(
    text: string,
    spellings: string[],
    viewer: WriteupViewer,
    candidates: number,
  ): Promise<RankedWriteup[]> {
    const visibility = visibleWriteups(viewer);
    const query = sql`websearch_to_tsquery('english', ${text})`;
    const exactTitle = sql`lower(${writeups.title}) = lower(${text})`;
    // One trigram-index lookup per condition, united: OR-ed in one query, the planner prices the
    // similarity operator as cheap and tests every title against every spelling in a sequential
    // scan instead (177 ms for "front" at 10k writeups, against under 2 ms this way). Each lookup
    // stops at the pool's size, so a common word costs no more at 100k writeups than at 10k.
    const [first, second, ...rest] = titleConditions(text, spellings).map((condition) =>
      this.db
        .select({ id: writeups.id, type: writeups.type, cardDate: writeups.cardDate, title: writeups.title })
        .from(writeups)
        .where(and(visibility, condition))
        .limit(TITLE_POOL),
    );
    const matching = union(first, second, ...rest).as('matching');
    const titlePool = this.db.$with('title_pool').as(
      this.db
        .select({
          id: matching.id,
          type: matching.type,
          cardDate: matching.cardDate,
          exact: sql<boolean>`lower(${matching.title}) = lower(${text})`.as('exact'),
          prefix: titleStartsWith(matching.title, text).as('prefix'),
          similarity: bestSimilarity(matching.title, spellings).as('similarity'),
        })
        .from(matching)
        .limit(TITLE_POOL),
    );
    const titleHits = this.db.$with('title_hits').as(
      unionAll(
        this.db
          .select()
          .from(titlePool)
          .orderBy(desc(titlePool.exact), desc(titlePool.prefix), desc(titlePool.similarity))
          .limit(candidates),
        // An exact title always counts, even when the pool of a common word left it out.
        this.db
          .select({
            id: writeups.id,
            type: writeups.type,
            cardDate: writeups.cardDate,
            exact: sql<boolean>`true`.as('exact'),
            prefix: sql<boolean>`true`.as('prefix'),
            similarity: sql<number | null>`1::real`.as('similarity'),
          })
          .from(writeups)
          .where(and(visibility, exactTitle))
          .limit(candidates),
      ),
    );
    const textHits = this.db.$with('text_hits').as(
      this.db
        .select({
          id: writeups.id,
          type: writeups.type,
          cardDate: writeups.cardDate,
          textRank: sql<number | null>`ts_rank(${writeups.searchVector}, ${query})`.as('text_rank'),
        })
        .from(writeups)
        .where(
          and(
            visibility,
            sql`${writeups.searchVector} @@ ${query}`,
            notInArray(writeups.id, this.db.select({ id: titleHits.id }).from(titleHits)),
          ),
        )
        .limit(candidates),
    );
    const hits = unionAll(
      this.db
        .select({
          id: titleHits.id,
          type: titleHits.type,
          cardDate: titleHits.cardDate,
          exact: titleHits.exact,
          prefix: titleHits.prefix,
          titleMatch: sql<boolean>`true`.as('title_match'),
          similarity: titleHits.similarity,
          textRank: sql<number | null>`null::real`.as('text_rank'),
        })
        .from(titleHits),
      this.db
        .select({
          id: textHits.id,
          type: textHits.type,
          cardDate: textHits.cardDate,
          exact: sql<boolean>`false`.as('exact'),
          prefix: sql<boolean>`false`.as('prefix'),
          titleMatch: sql<boolean>`false`.as('title_match'),
          similarity: sql<number | null>`null::real`.as('similarity'),
          textRank: textHits.textRank,
        })
        .from(textHits),
    ).as('hits');
    const titleMatch = sql<boolean>`bool_or(${hits.titleMatch})`;
    return this.db
      .with(titlePool, titleHits, textHits)
      .select({ id: hits.id, type: hits.type, titleMatch })
      .from(hits)
      .groupBy(hits.id, hits.type)
      .orderBy(
        sql`bool_or(${hits.exact}) desc`,
        sql`bool_or(${hits.prefix}) desc`,
        desc(titleMatch),
        sql`max(${hits.similarity}) desc nulls last`,
        sql`max(${hits.textRank}) desc nulls last`,
        sql`max(${hits.cardDate}) desc`,
        asc(hits.id),
      );
  }

  /** The writeups with these ids as cards with their authors, in the order of `ids`. */
  async cardsByIds(ids: string[]): Promise<WriteupCardWithAuthor[]> {
    if (ids.length === 0) return [];
    const rows: WriteupCardWithAuthor[] = await this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(inArray(writeups.id, ids));
    const byId = new Map(rows.map((row) => [row.writeup.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Users whose username contains the text (users_username_trgm_idx), best first: exact, then
   * prefix, then most similar.
   */
  rankedUsers(text: string, limit: number): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(sql`${users.username} ilike ${`%${escapeLike(text)}%`}`)
      .orderBy(
        sql`(${usernameIs(text)}) desc`,
        sql`(${users.username} ilike ${`${escapeLike(text)}%`}) desc`,
        sql`word_similarity(${text}::text, ${users.username}) desc`,
        asc(users.username),
      )
      .limit(limit);
  }
}
