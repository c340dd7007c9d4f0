import { Injectable } from '@nestjs/common';
import type { ListSort, WriteupType } from '@reviews/libs/constants';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { prepareOneRow } from '../database/scalar-subqueries';
import { listEntries, listLikes, lists, type ListRow, users, writeups } from '../database/schema';
import { memberIdOf, AUTHOR_COLUMNS } from '../users/queries';
import { StoredMarkdown } from '../markdown/stored-markdown.service';
import { likedListIds } from './queries/my-list-likes';
import { CARD_COLUMNS, publishedWriteups } from '../writeups/queries';
import type { WriteupAuthor, WriteupCardWithAuthor } from '../writeups';

/** A list with its owner and how many of its entries are published. */
export interface ListWithOwner {
  list: ListRow;
  owner: WriteupAuthor;
  entryCount: number;
}

/** One entry of a list as read: its card, note and spoiler flag. */
export interface ListEntryCard extends WriteupCardWithAuthor {
  listId: string;
  note: string;
  noteHtml: string | null;
  spoiler: boolean;
}

/** The fields of a list a member sets. */
export type ListFields = Partial<Pick<ListRow, 'title' | 'description' | 'ranked' | 'visibility'>>;

/** An entry as stored. */
export interface ListEntryInput {
  writeupId: string;
  note: string;
  spoiler: boolean;
}

/** Which lists a page shows. */
export type ListScope =
  | { kind: 'public' }
  | { kind: 'owner'; userId: string; publicOnly: boolean }
  | { kind: 'holding'; writeupId: string };

/** Entries count in what readers see while their writeup is published (product.md §16). */
export function publishedEntryCount(now: Date = new Date()): SQL<number> {
  return sql<number>`(select count(*) from ${listEntries} inner join ${writeups} on ${writeups.id} = ${listEntries.writeupId} where ${listEntries.listId} = ${lists.id} and ${publishedWriteups(now)})`.mapWith(
    Number,
  );
}

const listWithOwner = () => ({ list: lists, owner: AUTHOR_COLUMNS, entryCount: publishedEntryCount() });

function scopeCondition(scope: ListScope): SQL {
  switch (scope.kind) {
    case 'public':
      return eq(lists.visibility, 'public');
    case 'owner':
      return and(
        eq(lists.userId, scope.userId),
        scope.publicOnly ? eq(lists.visibility, 'public') : undefined,
      )!;
    case 'holding':
      return and(
        eq(lists.visibility, 'public'),
        sql`exists (select 1 from ${listEntries} where ${listEntries.listId} = ${lists.id} and ${listEntries.writeupId} = ${scope.writeupId})`,
      )!;
  }
}

/** Members' lists (product.md §16): the lists, their ordered entries and their likes. */
@Injectable()
export class ListsRepository {
  private readonly prepared = new PreparedStatements();

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly markdown: StoredMarkdown,
  ) {}

  async create(userId: string, fields: Required<ListFields>): Promise<string> {
    const [row] = await this.db
      .insert(lists)
      .values({ userId, ...fields, descriptionHtml: this.markdown.text(fields.description) })
      .returning({ id: lists.id });
    return row.id;
  }

  async find(id: string): Promise<ListWithOwner | undefined> {
    const [row] = await this.db
      .select(listWithOwner())
      .from(lists)
      .innerJoin(users, eq(users.id, lists.userId))
      .where(eq(lists.id, id))
      .limit(1);
    return row;
  }

  async update(id: string, fields: ListFields): Promise<void> {
    await this.db
      .update(lists)
      .set({
        ...fields,
        ...(fields.description !== undefined
          ? { descriptionHtml: this.markdown.text(fields.description) }
          : {}),
        updated: new Date(),
      })
      .where(eq(lists.id, id));
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(lists).where(eq(lists.id, id));
  }

  /** The types of those of these writeups that are published (others are absent). */
  async publishedTypes(ids: string[]): Promise<Map<string, WriteupType>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: writeups.id, type: writeups.type })
      .from(writeups)
      .where(and(inArray(writeups.id, ids), publishedWriteups()));
    return new Map(rows.map((row) => [row.id, row.type]));
  }

  /** The writeup ids on the list, in any state. */
  async writeupIds(listId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: listEntries.writeupId })
      .from(listEntries)
      .where(eq(listEntries.listId, listId));
    return rows.map((row) => row.id);
  }

  /** Replaces the list's entries, in order, in one transaction; the list counts as updated. */
  async replaceEntries(listId: string, entries: ListEntryInput[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(listEntries).where(eq(listEntries.listId, listId));
      if (entries.length > 0) {
        await tx.insert(listEntries).values(
          entries.map((entry, position) => ({
            listId,
            writeupId: entry.writeupId,
            position,
            note: entry.note,
            noteHtml: this.markdown.text(entry.note),
            spoiler: entry.spoiler,
          })),
        );
      }
      await tx.update(lists).set({ updated: new Date() }).where(eq(lists.id, listId));
    });
  }

  /**
   * The published entries of these lists, in each list's order; at most `perList` of each (all
   * when undefined).
   */
  async entries(listIds: string[], perList?: number): Promise<ListEntryCard[]> {
    if (listIds.length === 0) return [];
    const visible = and(inArray(listEntries.listId, listIds), publishedWriteups());
    const ordinal = sql<number>`row_number() over (partition by ${listEntries.listId} order by ${listEntries.position})`;
    const numbered = this.db
      .select({
        listId: listEntries.listId,
        writeupId: listEntries.writeupId,
        position: listEntries.position,
        note: listEntries.note,
        noteHtml: listEntries.noteHtml,
        spoiler: listEntries.spoiler,
        ordinal: ordinal.as('ordinal'),
      })
      .from(listEntries)
      .innerJoin(writeups, eq(writeups.id, listEntries.writeupId))
      .where(visible)
      .as('numbered');
    return this.db
      .select({
        listId: numbered.listId,
        note: numbered.note,
        noteHtml: numbered.noteHtml,
        spoiler: numbered.spoiler,
        writeup: CARD_COLUMNS,
        author: AUTHOR_COLUMNS,
      })
      .from(numbered)
      .innerJoin(writeups, eq(writeups.id, numbered.writeupId))
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(perList === undefined ? undefined : sql`${numbered.ordinal} <= ${perList}`)
      .orderBy(asc(numbered.listId), asc(numbered.position));
  }

  async countLists(scope: ListScope): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(lists).where(scopeCondition(scope));
    return row.n;
  }

  /** A page of lists: popular (most liked first) or recent (newest first); mine by last change. */
  pageOfLists(
    scope: ListScope,
    sort: ListSort | 'updated',
    offset: number,
    limit: number,
  ): Promise<ListWithOwner[]> {
    const order =
      sort === 'popular'
        ? [desc(lists.likes), desc(lists.created), desc(lists.id)]
        : sort === 'recent'
          ? [desc(lists.created), desc(lists.id)]
          : [desc(lists.updated), desc(lists.id)];
    return this.db
      .select(listWithOwner())
      .from(lists)
      .innerJoin(users, eq(users.id, lists.userId))
      .where(scopeCondition(scope))
      .orderBy(...order)
      .offset(offset)
      .limit(limit);
  }

  /** The id of the member of this username (any case). */
  async memberId(username: string): Promise<string | undefined> {
    return memberIdOf(this.db, username);
  }

  /** Likes (or no longer likes) the list, idempotently; its count after. */
  setLike(listId: string, userId: string, liked: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      const changed = liked
        ? await tx.insert(listLikes).values({ listId, userId }).onConflictDoNothing().returning()
        : await tx
            .delete(listLikes)
            .where(and(eq(listLikes.listId, listId), eq(listLikes.userId, userId)))
            .returning();
      if (changed.length > 0) {
        const [row] = await tx
          .update(lists)
          .set({ likes: sql`greatest(0, ${lists.likes} + ${liked ? 1 : -1})` })
          .where(eq(lists.id, listId))
          .returning({ likes: lists.likes });
        return row?.likes ?? 0;
      }
      const [row] = await tx.select({ likes: lists.likes }).from(lists).where(eq(lists.id, listId));
      return row?.likes ?? 0;
    });
  }

  /** Which of these lists the user likes: one read. */
  async likedBy(userId: string, listIds: string[]): Promise<string[]> {
    const query = this.prepared.get('liked', () =>
      prepareOneRow(this.db, { lists: likedListIds(sql.placeholder('userId'), sql.placeholder('listIds')) }),
    );
    const [row] = await query.execute({ userId, listIds });
    return row.lists;
  }
}
