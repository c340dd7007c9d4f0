import type { ApiSchema } from './api-schema.js';

// product.md §13: audience scores and watchlists.

/** Body of PUT /api/writeup/{id}/rating: 10, 20, ..., 100. */
export type RatingRequest = ApiSchema<'RatingDto'>;

/** Answer of PUT and DELETE /api/writeup/{id}/rating. */
export type AudienceScoreResponse = ApiSchema<'AudienceScoreDto'>;

/** GET /api/writeup/{id}/ratings: how many rated 10, 20, ..., 100; the mean from 3 ratings. */
export type RatingsSummary = ApiSchema<'RatingsSummaryDto'>;

/** GET /api/me/ratings?writeups=id,id: my score of those I rated. */
export type MyRatingsResponse = ApiSchema<'MyRatingsDto'>;

/** Body of PATCH /api/watchlist/{writeupId}. */
export type WatchlistMarkRequest = ApiSchema<'WatchlistMarkDto'>;

/** A watchlist entry's dates. */
export type WatchlistState = ApiSchema<'WatchlistStateDto'>;

/** A card on a watchlist, with its entry's dates. */
export type WatchlistCard = ApiSchema<'WatchlistCardDto'>;

/** GET /api/watchlist and GET /api/user/{username}/watchlist, newest first, paged like listings. */
export type WatchlistPage = ApiSchema<'WatchlistPageDto'>;

/** GET /api/me/watchlist?writeups=id,id: those of the asked writeups on my watchlist. */
export type MyWatchlistResponse = ApiSchema<'MyWatchlistDto'>;
