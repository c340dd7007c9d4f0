import { Injectable } from '@nestjs/common';
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL, sum } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import {
  announcements,
  comments,
  media,
  type MediaRow,
  type NewMediaRow,
  users,
  writeupRevisions,
  writeups,
} from '../database/schema';

/**
 * Every stored text that may hold a media URL: writeups' poster, banner, content and notes,
 * avatars, announcements, comments, and revisions (so restoring a revision never brings back a
 * broken image). A table that starts storing media URLs belongs here.
 */
const MEDIA_REFERENCES: { table: PgTable; text: SQL }[] = [
  {
    table: writeups,
    text: sql`concat_ws(' ', ${writeups.poster}, ${writeups.image}, ${writeups.content}, ${writeups.notes})`,
  },
  { table: users, text: sql`${users.picture}` },
  { table: announcements, text: sql`${announcements.content}` },
  { table: comments, text: sql`${comments.content}` },
  { table: writeupRevisions, text: sql`${writeupRevisions.fields}::text` },
];

@Injectable()
export class MediaRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async insert(values: NewMediaRow): Promise<MediaRow> {
    const [row] = await this.db.insert(media).values(values).returning();
    return row;
  }

  /** How many images, and how many bytes, this person uploaded since then. */
  async uploadedSince(ownerId: string, since: Date): Promise<{ files: number; bytes: number }> {
    const [row] = await this.db
      .select({ files: count(), bytes: sum(media.bytes).mapWith(Number) })
      .from(media)
      .where(and(eq(media.ownerId, ownerId), gte(media.created, since)));
    return { files: row.files, bytes: row.bytes ?? 0 };
  }

  /** The oldest uploads made before then that the cleanup has not yet looked at. */
  uncheckedBefore(before: Date, limit: number): Promise<MediaRow[]> {
    return this.db
      .select()
      .from(media)
      .where(and(eq(media.kept, false), lt(media.created, before)))
      .orderBy(asc(media.created))
      .limit(limit);
  }

  /** Those of these ids that some stored text mentions (one scan of each table for all of them). */
  async referenced(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    // Ids are uuids (hex and hyphens), safe inside a pattern.
    const pattern = `(${ids.join('|')})`;
    const found = await Promise.all(
      MEDIA_REFERENCES.map(({ table, text }) =>
        this.db
          .selectDistinct({ id: sql<string>`lower((regexp_matches(${text}, ${pattern}, 'gi'))[1])` })
          .from(table)
          .where(sql`${text} ~* ${pattern}`),
      ),
    );
    return new Set(found.flat().map((row) => row.id));
  }

  async markKept(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.update(media).set({ kept: true }).where(inArray(media.id, ids));
  }

  async delete(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(media).where(inArray(media.id, ids));
  }
}
