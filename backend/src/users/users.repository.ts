import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';

import { StoredMarkdown } from '../markdown/stored-markdown.service';
import { voidEmailChanges } from './queries/email-changes';
import { type Database, UNNAMED_STATEMENT } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import {
  accountTokens,
  announcements,
  comments,
  follows,
  type NewUserRow,
  sessions,
  type UserRow,
  users,
  writeups,
} from '../database/schema';
import { usernameIs } from './queries/username-lookup';

/** The profile fields a user edits in settings. */
export type ProfileFields = Pick<
  UserRow,
  'username' | 'watching' | 'favoriteMovie' | 'favoriteShow' | 'bio' | 'picture'
>;

/** What signing in through the identity provider records on an account. */
export type ProviderLink = Pick<UserRow, 'loginType' | 'providerSubject' | 'thirdPartyPicture'>;

@Injectable()
export class UsersRepository {
  private readonly byId;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly markdown: StoredMarkdown,
  ) {
    // Built once: every signed-in request loads its user (RolesGuard).
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(UNNAMED_STATEMENT);
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.byId.execute({ id });
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(usernameIs(username)).limit(1);
    return row;
  }

  /** Members following this one, and members this one follows (product.md §13). */
  async followCounts(id: string): Promise<{ followers: number; following: number }> {
    const [row] = await this.db
      .select({
        followers: sql<number>`(select count(*) from ${follows} where ${follows.followeeId} = ${id})`.mapWith(
          Number,
        ),
        following: sql<number>`(select count(*) from ${follows} where ${follows.followerId} = ${id})`.mapWith(
          Number,
        ),
      })
      .from(sql`(select 1) as one`);
    return row;
  }

  async findByProviderSubject(loginType: string, subject: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.loginType, loginType), eq(users.providerSubject, subject)))
      .limit(1);
    return row;
  }

  /** The account whose e-mail or username is `login`, ignoring case. */
  async findByEmailOrUsername(login: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(or(sql`lower(${users.email}) = lower(${login})`, usernameIs(login)))
      .limit(1);
    return row;
  }

  async usernameExists(username: string): Promise<boolean> {
    return (await this.findByUsername(username)) !== undefined;
  }

  /** The oldest root account: the owner of writeups whose author deleted their account. */
  async findOldestRoot(): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.type, 'root'))
      .orderBy(asc(users.created), asc(users.id))
      .limit(1);
    return row;
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users);
    return row.n;
  }

  /** Newest accounts first. */
  async listPage(offset: number, limit: number): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .orderBy(desc(users.created), asc(users.id))
      .offset(offset)
      .limit(limit);
  }

  async insert(values: NewUserRow): Promise<UserRow> {
    const bioHtml = this.markdown.text(values.bio ?? '');
    const [row] = await this.db
      .insert(users)
      .values({ ...values, bioHtml })
      .returning();
    return row;
  }

  async setType(id: string, type: UserRow['type']): Promise<UserRow> {
    const [row] = await this.db.update(users).set({ type }).where(eq(users.id, id)).returning();
    return row;
  }

  async setUsername(id: string, username: string): Promise<UserRow> {
    const [row] = await this.db.update(users).set({ username }).where(eq(users.id, id)).returning();
    return row;
  }

  /**
   * Suspends (ending every session of the account and any pending change of its address in the
   * same transaction) or restores a user.
   */
  async setSuspended(id: string, suspended: boolean): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ suspended }).where(eq(users.id, id)).returning();
      if (suspended) {
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await voidEmailChanges(tx, id, new Date());
      }
      return row;
    });
  }

  async updateProfile(id: string, profile: ProfileFields): Promise<UserRow> {
    const bioHtml = this.markdown.text(profile.bio);
    const [row] = await this.db
      .update(users)
      .set({ ...profile, bioHtml })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async updatePicture(id: string, picture: string): Promise<UserRow> {
    const [row] = await this.db.update(users).set({ picture }).where(eq(users.id, id)).returning();
    return row;
  }

  async linkProvider(id: string, link: ProviderLink): Promise<UserRow> {
    const [row] = await this.db.update(users).set(link).where(eq(users.id, id)).returning();
    return row;
  }

  /**
   * Joins an account whose e-mail was never verified to the provider sign-in of that
   * address's owner: whoever registered it first loses the password, every session and every
   * pending e-mail link, in the same transaction.
   */
  async takeOverForProvider(id: string, link: ProviderLink): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, id));
      const [row] = await tx
        .update(users)
        .set({ ...link, passwordHash: null, emailVerified: true })
        .where(eq(users.id, id))
        .returning();
      return row;
    });
  }

  /** Whether the user authored any writeup or announcement (they need a new owner). */
  async hasAuthoredContent(id: string): Promise<boolean> {
    const authoredWriteups = this.db
      .select({ id: writeups.id })
      .from(writeups)
      .where(eq(writeups.adminId, id));
    const authoredAnnouncements = this.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.adminId, id));
    const [row] = await this.db
      .select({ authored: sql<boolean>`exists (${authoredWriteups}) or exists (${authoredAnnouncements})` })
      .from(users)
      .where(eq(users.id, id));
    return row?.authored ?? false;
  }

  /**
   * Removes the user with their sessions and comments, in one transaction; what they
   * published stays, attributed to `heirId`.
   */
  async deleteAccount(id: string, heirId: string | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (heirId !== null) {
        await tx.update(writeups).set({ adminId: heirId }).where(eq(writeups.adminId, id));
        await tx.update(announcements).set({ adminId: heirId }).where(eq(announcements.adminId, id));
      }
      await tx.delete(comments).where(eq(comments.userId, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(users).where(eq(users.id, id));
    });
  }
}
