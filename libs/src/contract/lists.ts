import type { ListSort, ListVisibility } from '../constants.js';
import type { UserRef } from './user.js';
import type { WriteupCard } from './writeup.js';

/** One entry of a member's list (product.md §16); `rank` null when the list is not ranked. */
export interface ListEntry {
  rank: number | null;
  writeup: WriteupCard;
  note: string;
  /** The note as sanitised HTML (product.md §14). */
  noteHtml: string;
  spoiler: boolean;
}

/** A member's list. Paged answers carry its first LIST_LIMITS.preview entries only. */
export interface MemberList {
  _id: string;
  title: string;
  description: string;
  /** The description as sanitised HTML (product.md §14). */
  descriptionHtml: string;
  ranked: boolean;
  visibility: ListVisibility;
  user: UserRef;
  entries: ListEntry[];
  entryCount: number;
  likes: number;
  created: string;
  updated: string;
}

/** Body of POST /api/lists; PATCH /api/lists/{id} takes any of its fields. */
export interface CreateListRequest {
  title: string;
  description?: string;
  ranked?: boolean;
  visibility?: ListVisibility;
}

export type UpdateListRequest = Partial<CreateListRequest>;

/** Body of PUT /api/lists/{id}/entries: the whole ordered list. */
export interface ListEntriesRequest {
  entries: { writeup: string; note?: string; spoiler?: boolean }[];
}

/** Paged answers: GET /api/lists, /api/user/{username}/lists, /api/me/lists, /api/writeup/{id}/lists. */
export interface ListsPage {
  lists: MemberList[];
  page: number;
  totalPages: number;
}

export type { ListSort, ListVisibility };
