import { Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import {
  type AccountTokenPurpose,
  type AccountTokenRow,
  accountTokens,
  sessions,
  type UserRow,
  users,
} from '../database/schema';
import { voidEmailChanges } from '../users/queries';

export interface NewAccountToken {
  userId: string;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  email: string;
  expires: Date;
}

/** Marks a link used; false when it was used meanwhile (links work once, even when raced). */
async function useToken(tx: Transaction, tokenId: string): Promise<boolean> {
  const used = await tx
    .update(accountTokens)
    .set({ used: new Date() })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.used)))
    .returning({ id: accountTokens.id });
  return used.length > 0;
}

/** The user's unused reset links die (the password or the address they were for changed). */
async function voidResetLinks(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ used: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'password-reset'),
        isNull(accountTokens.used),
      ),
    );
}

/** Link tokens and the account changes they (or the settings page) make. */
@Injectable()
export class AccountsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async addToken(token: NewAccountToken): Promise<void> {
    await this.db.insert(accountTokens).values(token);
  }

  /**
   * Stores the token unless a link of the same kind went to the same address of this user after
   * `since`; then nothing is stored and the answer says when the last one went. The user's row is locked meanwhile, so concurrent
   * requests on any instance store one token between them.
   */
  async addTokenUnlessRecent(
    token: NewAccountToken,
    since: Date,
  ): Promise<{ added: true } | { lastSent: Date }> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for('update');
      const [recent] = await tx
        .select({ created: accountTokens.created })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, token.userId),
            eq(accountTokens.purpose, token.purpose),
            sql`lower(${accountTokens.email}) = lower(${token.email})`,
            gt(accountTokens.created, since),
          ),
        )
        .orderBy(desc(accountTokens.created))
        .limit(1);
      if (recent) return { lastSent: recent.created };
      await tx.insert(accountTokens).values(token);
      return { added: true } as const;
    });
  }

  /** The unused, unexpired token with this hash, with its account. */
  async findLiveToken(
    purpose: AccountTokenPurpose,
    tokenHash: string,
    now: Date,
  ): Promise<{ token: AccountTokenRow; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ token: accountTokens, user: users })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.purpose, purpose),
          eq(accountTokens.tokenHash, tokenHash),
          isNull(accountTokens.used),
          gt(accountTokens.expires, now),
        ),
      )
      .limit(1);
    return row;
  }

  /** Makes the user's unused links of this kind worthless. */
  async voidTokens(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ used: now })
      .where(
        and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.used)),
      );
  }

  /**
   * Uses a reset link: the new password is set, every session of the user ends, and every other
   * reset link and any pending change of address die. False when the link was used meanwhile (nothing changed then).
   */
  async resetPassword(
    token: AccountTokenRow,
    passwordHash: string,
    verifiesEmail: boolean,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await useToken(tx, token.id))) return false;
      await tx
        .update(users)
        .set({ passwordHash, ...(verifiesEmail ? { emailVerified: true } : {}) })
        .where(eq(users.id, token.userId));
      await tx.delete(sessions).where(eq(sessions.userId, token.userId));
      await voidResetLinks(tx, token.userId);
      await voidEmailChanges(tx, token.userId, new Date());
      return true;
    });
  }

  /**
   * Sets a new password; the user's other sessions end (all but `keepSessionId`), and so do
   * their reset links and any pending change of address.
   */
  async changePassword(userId: string, passwordHash: string, keepSessionId: string): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSessionId)));
      await voidResetLinks(tx, userId);
      await voidEmailChanges(tx, userId, new Date());
      return row;
    });
  }

  /**
   * Uses a verification link: the account's address becomes the link's, verified. When that
   * is a new address, the reset links and the cancellation link sent to the old one die. False
   * when the link was used meanwhile. A unique violation (the address was taken meanwhile)
   * rolls it all back.
   */
  async confirmEmail(token: AccountTokenRow, changesAddress: boolean): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await useToken(tx, token.id))) return false;
      await tx
        .update(users)
        .set({ email: token.email, emailVerified: true })
        .where(eq(users.id, token.userId));
      if (changesAddress) {
        await voidResetLinks(tx, token.userId);
        await voidEmailChanges(tx, token.userId, new Date());
      }
      return true;
    });
  }

  /** Uses a cancellation link: the pending change of address dies. False when it was used meanwhile. */
  async cancelEmailChange(token: AccountTokenRow): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await useToken(tx, token.id))) return false;
      await voidEmailChanges(tx, token.userId, new Date());
      return true;
    });
  }
}
