import type { Paged, WriteupCard } from './writeup.js';

// product.md §13: audience scores and watchlists.

/** Body of PUT /api/writeup/{id}/rating: 10, 20, ..., 100. */
export interface RatingRequest {
  score: number;
}

/** Answer of PUT and DELETE /api/writeup/{id}/rating. */
export interface AudienceScoreResponse {
  audienceScore: number | null;
  audienceCount: number;
}

/** GET /api/writeup/{id}/ratings: how many rated 10, 20, ..., 100; the mean from 3 ratings. */
export interface RatingsSummary {
  histogram: number[];
  count: number;
  /** To one decimal; null under AUDIENCE_SCORE.shownFrom ratings. */
  mean: number | null;
}

/** GET /api/me/ratings?writeups=id,id: my score of those I rated. */
export interface MyRatingsResponse {
  ratings: Record<string, number>;
}

/** Body of PATCH /api/watchlist/{writeupId}. */
export interface WatchlistMarkRequest {
  watched: boolean;
}

/** A watchlist entry's dates. */
export interface WatchlistState {
  added: string;
  /** When I marked it watched; null while it is still to watch. */
  watched: string | null;
}

/** A card on a watchlist, with its entry's dates. */
export type WatchlistCard = WriteupCard & WatchlistState;

/** GET /api/watchlist and GET /api/user/{username}/watchlist, newest first, paged like listings. */
export interface WatchlistPage extends Paged {
  writeups: WatchlistCard[];
}

/** GET /api/me/watchlist?writeups=id,id: those of the asked writeups on my watchlist. */
export interface MyWatchlistResponse {
  watchlist: Record<string, WatchlistState>;
}
