import { Injectable } from '@nestjs/common';
import { eq, or, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { type NewUserRow, type UserRow, users } from '../database/schema';

@Injectable()
export class UsersRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
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

  /** The account whose e-mail or username is `login`, ignoring case. */
  async findByEmailOrUsername(login: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(
        or(sql`lower(${users.email}) = lower(${login})`, sql`lower(${users.username}) = lower(${login})`),
      )
      .limit(1);
    return row;
  }

  async usernameExists(username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row !== undefined;
  }

  async insert(values: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row;
  }

  async setType(id: string, type: UserRow['type']): Promise<UserRow> {
    const [row] = await this.db.update(users).set({ type }).where(eq(users.id, id)).returning();
    return row;
  }
}
