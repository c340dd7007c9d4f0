import { eq } from 'drizzle-orm';

import type { Database } from '../database/database';
import {
  announcements,
  comments,
  type NewAnnouncementRow,
  type NewCommentRow,
  type NewUserRow,
  ratings,
  users,
  watchlistEntries,
  writeups,
} from '../database/schema';
import { markdownHtml } from '../markdown/markdown-html';

/** A profile as the demo fills it in, dated as if the account were two years old. */
export type DemoProfile = Pick<NewUserRow, 'bio' | 'favoriteMovie' | 'favoriteShow' | 'watching' | 'created'>;

/**
 * The demo seeder's writes that no feature makes: history dated in the past, and comments and
 * announcements in bulk. Made by the seeder from the app's database, not provided by a module.
 */
export class DemoRepository {
  constructor(private readonly db: Database) {}

  /** With the bio's HTML, as a profile save stores it (product.md §14). */
  async setProfile(userId: string, profile: DemoProfile): Promise<void> {
    const bioHtml = markdownHtml(profile.bio ?? '');
    await this.db
      .update(users)
      .set({ ...profile, bioHtml })
      .where(eq(users.id, userId));
  }

  /** Dates a writeup as first published, and last saved, at `publishedAt`. */
  async datePublication(writeupId: string, publishedAt: Date): Promise<void> {
    await this.db
      .update(writeups)
      .set({ visibleAfter: publishedAt, updated: publishedAt, created: publishedAt })
      .where(eq(writeups.id, writeupId));
  }

  async insertComments(rows: NewCommentRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(comments).values(rows);
  }

  /** Ratings in bulk; their writeups' sums follow by trigger. */
  async insertRatings(rows: (typeof ratings.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(ratings).values(rows);
  }

  async insertWatchlistEntries(rows: (typeof watchlistEntries.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(watchlistEntries).values(rows);
  }

  async shareWatchlist(userId: string): Promise<void> {
    await this.db.update(users).set({ watchlistPublic: true }).where(eq(users.id, userId));
  }

  async insertAnnouncements(rows: NewAnnouncementRow[]): Promise<void> {
    await this.db.insert(announcements).values(rows);
  }
}
