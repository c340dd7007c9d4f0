import type { ApiSchema } from './api-schema.js';
import type { ListSort, ListVisibility } from '../constants.js';

/** One entry of a member's list (product.md §16); `rank` null when the list is not ranked. */
export type ListEntry = ApiSchema<'ListEntryDto'>;

/** A member's list. Paged answers carry its first LIST_LIMITS.preview entries only. */
export type MemberList = ApiSchema<'MemberListDto'>;

/** Body of POST /api/lists; PATCH /api/lists/{id} takes any of its fields. */
export type CreateListRequest = ApiSchema<'CreateListDto'>;

export type UpdateListRequest = ApiSchema<'UpdateListDto'>;

/** Body of PUT /api/lists/{id}/entries: the whole ordered list. */
export type ListEntriesRequest = ApiSchema<'ListEntriesDto'>;

/** Paged answers: GET /api/lists, /api/user/{username}/lists, /api/me/lists, /api/writeup/{id}/lists. */
export type ListsPage = ApiSchema<'ListsPageDto'>;

export type { ListSort, ListVisibility };
