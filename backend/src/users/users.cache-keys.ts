import { SurrogateKeys } from '../http-cache/surrogate-keys';

/** What an account shows publicly, and where; authors' names also appear on writeups and pages. */
export interface AccountFacts {
  id: string;
  username: string;
  /** Wrote writeups or announcements (their cards, lists and pages show the name). */
  authored: boolean;
}

/** A profile: filed under the account and the name it is addressed by. */
export function profileKeys(user: { _id: string; username: string }): string[] {
  return [SurrogateKeys.user(user._id), SurrogateKeys.username(user.username)];
}

/** Purged when an account's name, avatar, profile or role changes, or the account goes. */
export function accountKeys(account: AccountFacts, newUsername?: string): string[] {
  const { user, crowd, username, users, writeups, announcements, pages } = SurrogateKeys;
  const keys = [user(account.id), crowd, username(account.username), users];
  if (newUsername !== undefined) keys.push(username(newUsername));
  if (account.authored) keys.push(writeups, announcements, pages);
  return keys;
}
