import { Injectable } from '@nestjs/common';
import { and, count, eq, gt, gte, isNull, ne } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import {
  type AccountTokenPurpose,
  type AccountTokenRow,
  accountTokens,
  sessions,
  type UserRow,
  users,
} from '../database/schema';

export interface NewAccountToken {
  userId: string;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  email: string;
  expires: Date;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

  /** How many links of this kind the user was sent since `since` (used ones included). */
  async countTokensSince(userId: string, purpose: AccountTokenPurpose, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          gte(accountTokens.created, since),
        ),
      );
    return row.n;
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
   * Uses a reset link: the new password is set, every session of the user ends and every other
   * reset link dies. False when the link was used meanwhile (nothing changed then).
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
      return true;
    });
  }

  /** Sets a new password; the user's other sessions end (all but `keepSessionId`). */
  async changePassword(userId: string, passwordHash: string, keepSessionId: string): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSessionId)));
      await voidResetLinks(tx, userId);
      return row;
    });
  }

  /**
   * Uses a verification link: the account's address becomes the link's, verified. When that
   * is a new address, the reset links sent to the old one die. False when the link was used
   * meanwhile. A unique violation (the address was taken meanwhile) rolls it all back.
   */
  async confirmEmail(token: AccountTokenRow, changesAddress: boolean): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await useToken(tx, token.id))) return false;
      await tx
        .update(users)
        .set({ email: token.email, emailVerified: true })
        .where(eq(users.id, token.userId));
      if (changesAddress) await voidResetLinks(tx, token.userId);
      return true;
    });
  }
}
