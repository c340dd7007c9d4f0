import { SurrogateKeys } from '../http-cache/surrogate-keys';

/** The keys of a public watchlist: its entries, the cards' writeups, and its owner's name. */
export function publicWatchlistKeys(username: string): string[] {
  return [SurrogateKeys.watchlist(username), SurrogateKeys.writeups, SurrogateKeys.username(username)];
}

/**
 * What a change of the member's watchlist purges: their public watchlist, when it is public (a
 * private one was never shared).
 */
export function watchlistChangeKeys(
  user: { username: string; watchlistPublic: boolean } | undefined,
): string[] {
  return user?.watchlistPublic ? [SurrogateKeys.watchlist(user.username)] : [];
}
