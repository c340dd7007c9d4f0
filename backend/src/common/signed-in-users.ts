import type { UserRow } from '../database/schema';

/**
 * The roles guard's one question about users. Common code depends on no feature, so the guard
 * asks through this token and the users module provides the answer.
 */
export abstract class SignedInUsers {
  /** The user a session with this user id acts as; undefined when gone or suspended. */
  abstract find(userId: string): Promise<UserRow | undefined>;
}
