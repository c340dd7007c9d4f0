import type { WriteupType } from '../constants.js';
import type { Paged, WriteupCard } from './writeup.js';
import type { User, UserRef } from './user.js';

export interface Comment {
  _id: string;
  content: string;
  /** `content` rendered and sanitised at save (product.md §14). */
  contentHtml: string;
  user: UserRef;
  created: string;
  edited?: boolean;
  /** Hidden by a moderator: present only in the answers its author and moderators get. */
  hidden?: boolean;
  /** The top-level comment this one answers; null for a top-level comment. */
  replyTo: string | null;
  /** Members who like it (may lag by up to 60 s, product.md §12). */
  likes: number;
  /** Posted as containing spoilers: shown collapsed. */
  spoiler: boolean;
}

/**
 * `GET /api/me/comments?writeup=<id>`: the caller's comments on that writeup that the public list
 * leaves out (hidden by a moderator), oldest first; the reader site merges them in.
 */
export interface MyCommentsResponse {
  comments: Comment[];
}

/** Body of PATCH /api/comment/{id}. */
export interface CommentRequest {
  content: string;
}

/** Body of POST /api/comment/{writeupId}: a reply names the comment it answers. */
export interface NewCommentRequest extends CommentRequest {
  replyTo?: string;
  spoiler?: boolean;
}

/** Answer of PUT and DELETE /api/writeup/{id}/like and /api/comment/{id}/like. */
export interface LikesResponse {
  likes: number;
}

/** Query of GET /api/me/likes: comma-separated ids. */
export interface MyLikesQuery {
  writeups?: string;
  comments?: string;
}

/** Answer of GET /api/me/likes: which of the asked ids the caller likes. */
export interface MyLikesResponse {
  writeups: string[];
  comments: string[];
  /** Those of the asked diary entries I like (product.md §15), when `logs` was asked. */
  logs?: string[];
  /** product.md §16: those of the asked lists (`?lists=`) I like; present when lists were asked. */
  lists?: string[];
}

export interface Announcement {
  _id: string;
  title: string;
  content: string;
  admin: UserRef;
  created: string;
}

export interface AnnouncementRequest {
  title: string;
  content: string;
}

export interface AnnouncementsResponse extends Paged {
  announcements: Announcement[];
}

export interface SearchResponse {
  writeups: WriteupCard[];
  users: User[];
  totalMatched: number;
}

export type SearchResult = (WriteupCard & { collection: 'writeups' }) | (User & { collection: 'users' });

export interface SearchAllResponse extends Paged {
  results: SearchResult[];
}

export interface RatedWriteupRef {
  rating: number;
  slug: string;
  title: string;
  type: WriteupType;
  /** A series review's season (shown "Title (Season 2)"); null otherwise. */
  season: number | null;
}

/** The reviews sharing the best (or worst) rating: the newest few of them and how many there are. */
export interface RatedTie {
  writeups: RatedWriteupRef[];
  total: number;
}

export interface SiteStats {
  totalReviews: number;
  totalWords: number;
  movieReviews: number;
  movieWords: number;
  averageRating: number;
  bestRated: RatedWriteupRef | null;
  worstRated: RatedWriteupRef | null;
  /** Every review at bestRated's rating (bestRated first); empty when there are no reviews. */
  bestRatedTie: RatedTie;
  worstRatedTie: RatedTie;
  totalComments: number;
  totalArticles: number;
  articleWords: number;
  totalAnnouncements: number;
  /** `{ month: '2023-03', count }`, oldest first. */
  reviewsPerMonth: { month: string; count: number }[];
  /** Ten buckets 0-9, 10-19, ... 90-100. */
  ratingHistogram: { min: number; max: number; count: number }[];
}

export interface AutofillCandidate {
  title: string;
  releaseYear: number | null;
  poster: string;
  imdbID: string;
}

export interface UsersResponse extends Paged {
  users: User[];
}
