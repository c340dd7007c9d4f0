import type { ApiSchema } from './api-schema.js';

export type Comment = ApiSchema<'CommentResponseDto'>;

/**
 * `GET /api/me/comments?writeup=<id>`: the caller's comments on that writeup that the public list
 * leaves out (hidden by a moderator), oldest first; the reader site merges them in.
 */
export type MyCommentsResponse = ApiSchema<'MyCommentsDto'>;

/** Body of PATCH /api/comment/{id}. */
export type CommentRequest = ApiSchema<'CommentDto'>;

/** Body of POST /api/comment/{writeupId}: a reply names the comment it answers. */
export type NewCommentRequest = ApiSchema<'NewCommentDto'>;

/** Answer of PUT and DELETE /api/writeup/{id}/like and /api/comment/{id}/like. */
export type LikesResponse = ApiSchema<'LikesDto'>;

/** Answer of GET /api/me/likes: which of the asked ids the caller likes. */
export type MyLikesResponse = ApiSchema<'MyLikesDto'>;

export type Announcement = ApiSchema<'AnnouncementResponseDto'>;

export type AnnouncementRequest = ApiSchema<'AnnouncementDto'>;

export type AnnouncementsResponse = ApiSchema<'AnnouncementsPageDto'>;

export type SearchResponse = ApiSchema<'SearchDto'>;

export type SearchResult = SearchAllResponse['results'][number];

export type SearchAllResponse = ApiSchema<'SearchAllDto'>;

export type RatedWriteupRef = ApiSchema<'RatedWriteupRefDto'>;

/** The reviews sharing the best (or worst) rating: the newest few of them and how many there are. */
export type RatedTie = ApiSchema<'RatedTieDto'>;

export type SiteStats = ApiSchema<'SiteStatsDto'>;

export type AutofillCandidate = ApiSchema<'AutofillCandidateDto'>;

export type UsersResponse = ApiSchema<'UsersPageDto'>;
