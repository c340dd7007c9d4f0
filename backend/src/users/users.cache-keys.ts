import type { User } from '@reviews/libs/contract';

import type { UserRow } from '../database/schema';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import type { UsersRepository } from './users.repository';

/** What an account shows publicly, and where; authors' names also appear on writeups and pages. */
export interface AccountFacts {
  id: string;
  username: string;
  /** Wrote writeups or announcements (their cards, lists and pages show the name). */
  authored: boolean;
}

/**
 * A profile: filed under the account and the name it is addressed by, and when it links its
 * favourites to writeups (or could, once a writeup of that title is published) under writeups.
 */
export function profileKeys(user: Pick<User, '_id' | 'username'> & Partial<User>): string[] {
  const keys = [SurrogateKeys.user(user._id), SurrogateKeys.username(user.username)];
  const namesFavorites = [user.favoriteMovie, user.favoriteShow, user.watching].some(Boolean);
  return namesFavorites ? [...keys, SurrogateKeys.writeups] : keys;
}

/** Purged when an account's name, avatar, profile or role changes, or the account goes. */
export function accountKeys(account: AccountFacts, newUsername?: string): string[] {
  const { user, crowd, username, users, writeups, announcements, pages } = SurrogateKeys;
  const keys = [user(account.id), crowd, username(account.username), users];
  if (newUsername !== undefined) keys.push(username(newUsername));
  if (account.authored) keys.push(writeups, announcements, pages);
  return keys;
}

/** accountKeys of an account as it was before a write (and its new name), read from its rows. */
export async function currentAccountKeys(
  users: Pick<UsersRepository, 'hasAuthoredContent'>,
  user: UserRow,
  newUsername?: string,
): Promise<string[]> {
  const authored = await users.hasAuthoredContent(user.id);
  return accountKeys({ id: user.id, username: user.username, authored }, newUsername);
}
