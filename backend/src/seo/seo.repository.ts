import { Injectable } from '@nestjs/common';
import { and, desc, eq, isNotNull } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { lists, type UserRow, users, type WriteupRow, writeups } from '../database/schema';
import { usernameIs } from '../users/queries';
import { WRITEUP_COLUMNS, publishedWriteups } from '../writeups/queries';
import type { WriteupRecord } from '../writeups';

/** Without the search vector, which no page reads. */
export type PublishedWriteup = WriteupRecord & { authorName: string };

/** Public data only: published writeups and the users who wrote them or have a profile. */
@Injectable()
export class SeoRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async userByUsername(username: string): Promise<Pick<UserRow, 'username' | 'bio'> | undefined> {
    const [row] = await this.db
      .select({ username: users.username, bio: users.bio })
      .from(users)
      .where(usernameIs(username))
      .limit(1);
    return row;
  }

  /** The newest published writeups with their authors. */
  async newestPublished(now: Date, limit: number): Promise<PublishedWriteup[]> {
    const rows = await this.db
      .select({ writeup: WRITEUP_COLUMNS, authorName: users.username })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(and(publishedWriteups(now), isNotNull(writeups.slug)))
      .orderBy(desc(writeups.cardDate), desc(writeups.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.writeup, authorName: row.authorName }));
  }

  /** Addresses of published writeups for the sitemap, newest first. */
  sitemapWriteups(
    now: Date,
    limit: number,
  ): Promise<Pick<WriteupRow, 'slug' | 'type' | 'updated' | 'cardDate'>[]> {
    return this.db
      .select({
        slug: writeups.slug,
        type: writeups.type,
        updated: writeups.updated,
        cardDate: writeups.cardDate,
      })
      .from(writeups)
      .where(and(publishedWriteups(now), isNotNull(writeups.slug)))
      .orderBy(desc(writeups.cardDate))
      .limit(limit);
  }

  /** Usernames of the authors of published writeups. */
  async publishedAuthors(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ username: users.username })
      .from(users)
      .innerJoin(writeups, eq(writeups.adminId, users.id))
      .where(publishedWriteups(now))
      .orderBy(users.username)
      .limit(limit);
    return rows.map((row) => row.username);
  }

  /** product.md §16: the public lists for the sitemap (never unlisted or private), newest change first. */
  sitemapLists(limit: number): Promise<{ id: string; updated: Date }[]> {
    return this.db
      .select({ id: lists.id, updated: lists.updated })
      .from(lists)
      .where(eq(lists.visibility, 'public'))
      .orderBy(desc(lists.updated), desc(lists.id))
      .limit(limit);
  }
}
