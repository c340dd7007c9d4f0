import type { WriteupType } from '../constants.js';
import type { Paged, WriteupCard } from './writeup.js';

/** GET /api/writeup/{id}/related: what to read after a writeup, as cards. */
export interface RelatedWriteupsResponse {
  /** The author's other newest writeups. */
  moreByAuthor: WriteupCard[];
  /** Others sharing a collection or a genre (collections first), none of them in moreByAuthor. */
  related: WriteupCard[];
}

/** One of the fixed collections with what it holds. */
export interface CollectionSummary {
  slug: string;
  /** Writeups the reader sees in it. */
  count: number;
  /** Posters of its newest writeups, for a stack of covers (may be empty). */
  posters: string[];
}

/** GET /api/writeup/collections. */
export interface CollectionSummariesResponse {
  collections: CollectionSummary[];
}

/** Where a profile's favourite leads: the site's writeup of that title. */
export interface WriteupLink {
  type: WriteupType;
  slug: string;
}

/** The profile favourites that name a published writeup of the site. */
export interface FavoriteLinks {
  favoriteMovie?: WriteupLink;
  favoriteShow?: WriteupLink;
  watching?: WriteupLink;
}

/** A member's comment as their profile lists it: an excerpt with its spoilers hidden. */
export interface ProfileComment {
  _id: string;
  /** Plain text; empty for a comment posted as a spoiler. */
  excerpt: string;
  spoiler: boolean;
  created: string;
  writeup: Pick<WriteupCard, '_id' | 'type' | 'slug' | 'title' | 'season'>;
}

/** GET /api/user/{username}/comments: newest first. */
export interface ProfileCommentsResponse extends Paged {
  comments: ProfileComment[];
}
