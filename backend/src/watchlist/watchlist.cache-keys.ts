import { SurrogateKeys } from '../http-cache/surrogate-keys';

/** A member's public watchlist (GET /api/user/:username/watchlist), filed under the name it is read by. */
export function watchlistKey(username: string): string {
  return `watchlist:${username.toLowerCase()}`;
}

/** The keys of a public watchlist: its entries, the cards' writeups, and its owner's name. */
export function publicWatchlistKeys(username: string): string[] {
  return [watchlistKey(username), SurrogateKeys.writeups, SurrogateKeys.username(username)];
}

/**
 * What a change of the member's watchlist purges: their public watchlist, when it is public (a
 * private one was never shared).
 */
export function watchlistChangeKeys(
  user: { username: string; watchlistPublic: boolean } | undefined,
): string[] {
  return user?.watchlistPublic ? [watchlistKey(user.username)] : [];
}
