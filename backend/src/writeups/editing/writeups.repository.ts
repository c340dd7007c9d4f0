import { Injectable } from '@nestjs/common';
import type { SortOption, WriteupType } from '@reviews/libs/constants';
import type { DraftStatus } from '@reviews/libs/contract';
import { and, count, desc, eq, gt, ilike, lt, lte, min, or, type SQL, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../database/database';
import { InjectDatabase } from '../../database/database.tokens';
import { type NewWriteupRow, users, writeups } from '../../database/schema';
import { usernameIs, AUTHOR_COLUMNS } from '../../users/queries';
import { WRITEUP_COLUMNS } from '../queries/writeup-columns';
import { escapeLike } from '../../database/escape-like';
import { listingOrder } from '../queries/writeup-sorts';
import { scheduledWriteups } from '../queries/writeup-visibility';
import { StoredMarkdown, WRITEUP_HTML_FIELDS } from '../../markdown/stored-markdown.service';
import type { WriteupRecord, WriteupWithAuthor } from '../reading/writeup.mapper';

/** A transaction of the editor's save: the row stays locked until it ends. */
/**
 * The drafts list's filter: of one author (`adminId`) or everyone's (null), narrowed by status,
 * type, author username (any case) and title.
 */
export interface UnpublishedFilter {
  adminId: string | null;
  status?: DraftStatus;
  type?: WriteupType;
  author?: string;
  search?: string;
}

function unpublishedWhere(filter: UnpublishedFilter, now: Date): SQL {
  const status =
    filter.status === 'draft'
      ? eq(writeups.draft, true)
      : filter.status === 'scheduled'
        ? scheduledWriteups(now)
        : or(eq(writeups.draft, true), scheduledWriteups(now));
  return and(
    status,
    filter.adminId === null ? undefined : eq(writeups.adminId, filter.adminId),
    filter.type ? eq(writeups.type, filter.type) : undefined,
    filter.author ? usernameIs(filter.author) : undefined,
    filter.search ? ilike(writeups.title, `%${escapeLike(filter.search)}%`) : undefined,
  )!;
}

/** The editor's queries: drafts, one writeup by id, locked saves, slugs and deletion. */
@Injectable()
export class WriteupsRepository {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly markdown: StoredMarkdown,
  ) {}

  async insertDraft(values: Pick<NewWriteupRow, 'type' | 'adminId' | 'updated'>): Promise<string> {
    const [row] = await this.db
      .insert(writeups)
      .values({ ...values, draft: true, created: values.updated, contentHtml: '', notesHtml: '' })
      .returning({ id: writeups.id });
    return row.id;
  }

  async findById(id: string): Promise<WriteupWithAuthor | undefined> {
    const [row] = await this.db
      .select({ writeup: WRITEUP_COLUMNS, author: AUTHOR_COLUMNS })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(eq(writeups.id, id))
      .limit(1);
    return row;
  }

  async countUnpublished(filter: UnpublishedFilter, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(unpublishedWhere(filter, now));
    return row.n;
  }

  /**
   * Drafts and scheduled writeups matching the filter in a listing sort (without one, most
   * recently saved first); all of them, or the window's page.
   */
  listUnpublished(
    filter: UnpublishedFilter,
    now: Date,
    sort?: SortOption,
    window?: { offset: number; limit: number },
  ): Promise<WriteupWithAuthor[]> {
    const query = this.db
      .select({ writeup: WRITEUP_COLUMNS, author: AUTHOR_COLUMNS })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(unpublishedWhere(filter, now))
      .orderBy(...(sort ? listingOrder(sort) : [desc(writeups.updated), desc(writeups.id)]))
      .$dynamic();
    return window ? query.offset(window.offset).limit(window.limit) : query;
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The row, locked against other saves until the transaction ends. */
  async lockForUpdate(tx: Transaction, id: string): Promise<WriteupRecord | undefined> {
    const [row] = await tx.select(WRITEUP_COLUMNS).from(writeups).where(eq(writeups.id, id)).for('update');
    return row;
  }

  /** Serialises slug choice across concurrent first publishes until the transaction ends. */
  async lockSlugs(tx: Transaction): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('writeups.slug'))`);
  }

  async slugTaken(tx: Transaction, slug: string): Promise<boolean> {
    const [row] = await tx.select({ id: writeups.id }).from(writeups).where(eq(writeups.slug, slug)).limit(1);
    return row !== undefined;
  }

  async update(
    tx: Transaction,
    id: string,
    values: Partial<Omit<NewWriteupRow, 'id' | 'adminId' | 'type'>>,
  ): Promise<WriteupRecord> {
    const [row] = await tx.update(writeups).set(values).where(eq(writeups.id, id)).returning(WRITEUP_COLUMNS);
    // product.md §14: the stored HTML follows the markdown and the placeholders' values.
    if (!row || !WRITEUP_HTML_FIELDS.some((field) => field in values)) return row;
    const html = this.markdown.writeup(row);
    await tx.update(writeups).set(html).where(eq(writeups.id, id));
    return { ...row, ...html };
  }

  /** When the next scheduled writeup becomes published, if one is scheduled after `now`. */
  async nextPublication(now: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: min(writeups.cardDate) })
      .from(writeups)
      .where(scheduledWriteups(now));
    return row?.at ?? null;
  }

  /**
   * Ids of the writeups whose scheduled time fell in (after, until]: saved before that time, so
   * no write announced their publication (a save that publishes at once purges by itself).
   */
  async publishedBetween(after: Date, until: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: writeups.id })
      .from(writeups)
      .where(
        and(
          eq(writeups.draft, false),
          gt(writeups.cardDate, after),
          lte(writeups.cardDate, until),
          lt(writeups.updated, writeups.cardDate),
        ),
      );
    return rows.map((row) => row.id);
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(writeups).where(eq(writeups.id, id));
  }
}
