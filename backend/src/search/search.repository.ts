import { Injectable } from '@nestjs/common';
import { and, type AnyColumn, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { union, unionAll } from 'drizzle-orm/pg-core';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { type UserRow, users, type WriteupRow, writeups } from '../database/schema';
import type { WriteupAuthor } from '../writeups/writeup-response';

export interface RankedWriteup {
  id: string;
  type: WriteupRow['type'];
  titleMatch: boolean;
}

/** Title matches looked at before ranking them by similarity. */
const TITLE_POOL = 300;

/** `%`, `_` and `\` taken literally inside an ILIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * Rows whose column holds the text or is similar to one of the spellings (pg_trgm, GIN-indexed):
 * one branch per condition, each with its own limit, so each is planned as one cheap index query
 * instead of an OR the planner may answer by scanning the table.
 */
function trigramBranches(db: Database, visibility: SQL, text: string, spellings: string[], limit: number) {
  const branch = (condition: SQL) =>
    db
      .select({ id: writeups.id, title: writeups.title })
      .from(writeups)
      .where(and(visibility, condition))
      .limit(limit);
  const [first, ...others] = [
    branch(sql`${writeups.title} ilike ${`%${escapeLike(text)}%`}`),
    ...spellings.map((spelling) => branch(sql`${spelling}::text <% ${writeups.title}`)),
  ];
  const [second, ...rest] = others;
  return second === undefined ? first : union(first, second, ...rest);
}

/** The best word similarity of any spelling to the column. */
function bestSimilarity(column: SQL | AnyColumn, spellings: string[]): SQL {
  return sql`greatest(${sql.join(
    spellings.map((spelling) => sql`word_similarity(${spelling}::text, ${column})`),
    sql`, `,
  )})`;
}

@Injectable()
export class SearchRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Writeups matching the term among those `visibility` admits, best first: an exact title, then
   * other title matches (substring or similar to one of `spellings`), then full-text matches of
   * headline, director, genre, tags and content. Every indexed candidate query stops at a fixed
   * number of rows before anything is ranked, so a common word costs no more than a rare one.
   */
  rankedWriteups(
    text: string,
    spellings: string[],
    visibility: SQL,
    candidates: number,
  ): Promise<RankedWriteup[]> {
    const query = sql`websearch_to_tsquery('english', ${text})`;
    const titlePool = this.db
      .$with('title_pool')
      .as(trigramBranches(this.db, visibility, text, spellings, TITLE_POOL));
    const titleHits = this.db.$with('title_hits').as(
      this.db
        .select({ id: titlePool.id, titleMatch: sql<boolean>`true`.as('title_match') })
        .from(titlePool)
        .orderBy(desc(bestSimilarity(titlePool.title, spellings)))
        .limit(candidates),
    );
    const exactHits = this.db.$with('exact_hits').as(
      this.db
        .select({ id: writeups.id, titleMatch: sql<boolean>`true`.as('title_match') })
        .from(writeups)
        .where(and(visibility, sql`lower(${writeups.title}) = lower(${text})`))
        .limit(candidates),
    );
    const textHits = this.db.$with('text_hits').as(
      this.db
        .select({ id: writeups.id, titleMatch: sql<boolean>`false`.as('title_match') })
        .from(writeups)
        .where(and(visibility, sql`${writeups.searchVector} @@ ${query}`))
        .limit(candidates),
    );
    const hits = unionAll(
      this.db.select({ id: titleHits.id, titleMatch: titleHits.titleMatch }).from(titleHits),
      this.db.select({ id: exactHits.id, titleMatch: exactHits.titleMatch }).from(exactHits),
      this.db.select({ id: textHits.id, titleMatch: textHits.titleMatch }).from(textHits),
    ).as('hits');
    const titleMatch = sql<boolean>`bool_or(${hits.titleMatch})`;
    return this.db
      .with(titlePool, titleHits, exactHits, textHits)
      .select({ id: writeups.id, type: writeups.type, titleMatch })
      .from(writeups)
      .innerJoin(hits, eq(hits.id, writeups.id))
      .groupBy(writeups.id)
      .orderBy(
        sql`(lower(${writeups.title}) = lower(${text})) desc`,
        desc(titleMatch),
        desc(bestSimilarity(writeups.title, spellings)),
        sql`ts_rank(${writeups.searchVector}, ${query}) desc`,
        desc(writeups.cardDate),
        asc(writeups.id),
      );
  }

  /** The writeups with these ids and their authors, in the order of `ids`. */
  async writeupsByIds(ids: string[]): Promise<{ writeup: WriteupRow; author: WriteupAuthor }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        writeup: writeups,
        author: {
          id: users.id,
          username: users.username,
          picture: users.picture,
          thirdPartyPicture: users.thirdPartyPicture,
        },
      })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(inArray(writeups.id, ids));
    const byId = new Map(rows.map((row) => [row.writeup.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Users whose username contains the text, best first: exact, then prefix, then most similar.
   * A substring match: usernames are short and have no trigram index to make fuzzier matching cheap.
   */
  rankedUsers(text: string, limit: number): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(sql`${users.username} ilike ${`%${escapeLike(text)}%`}`)
      .orderBy(
        sql`(lower(${users.username}) = lower(${text})) desc`,
        sql`(${users.username} ilike ${`${escapeLike(text)}%`}) desc`,
        sql`word_similarity(${text}::text, ${users.username}) desc`,
        asc(users.username),
      )
      .limit(limit);
  }
}
