import type { ApiSchema } from './api-schema.js';

/** GET /api/writeup/{id}/related: what to read after a writeup, as cards. */
export type RelatedWriteupsResponse = ApiSchema<'RelatedWriteupsDto'>;

/** One of the fixed collections with what it holds. */
export type CollectionSummary = ApiSchema<'CollectionSummaryDto'>;

/** GET /api/writeup/collections. */
export type CollectionSummariesResponse = ApiSchema<'CollectionSummariesDto'>;

/** Where a profile's favourite leads: the site's writeup of that title. */
export type WriteupLink = ApiSchema<'WriteupLinkDto'>;

/** The profile favourites that name a published writeup of the site. */
export type FavoriteLinks = ApiSchema<'FavoriteLinksDto'>;

/** A member's comment as their profile lists it: an excerpt with its spoilers hidden. */
export type ProfileComment = ApiSchema<'ProfileCommentDto'>;

/** GET /api/user/{username}/comments: newest first. */
export type ProfileCommentsResponse = ApiSchema<'ProfileCommentsDto'>;
