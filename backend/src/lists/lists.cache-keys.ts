import type { ListsPage, MemberList } from '@reviews/libs/contract';

import { accountsShownKeys, SurrogateKeys } from '../http-cache/surrogate-keys';

/**
 * Surrogate keys of members' lists (product.md §16). Every answer that shows a list names it
 * (`list:{id}`), so any change of a list (its fields, entries, visibility, deletion) purges every
 * answer showing it; the reads of lists by owner, by writeup and of all public lists carry a key
 * that a new list (or one that became public) purges.
 */
export const ListKeys = {
  /** Every answer showing this list. */
  list: (id: string): string => `list:${id}`,
  /** The public lists of one member (GET /api/user/{username}/lists), by the name they are read by. */
  ownerLists: (username: string): string => `lists-of:${username.toLowerCase()}`,
  /** The public lists holding one writeup (GET /api/writeup/{id}/lists). */
  writeupLists: (writeupId: string): string => `writeup-lists:${writeupId}`,
  /** Every page of all public lists (GET /api/lists). */
  allLists: 'lists',
} as const;

/** What a list shows: itself, its owner, its entries' cards (purged when a writeup changes). */
function shownKeys(lists: MemberList[]): string[] {
  return [
    ...lists.map((list) => ListKeys.list(list._id)),
    ...accountsShownKeys(
      lists.flatMap((list) => [list.user._id, ...list.entries.map((e) => e.writeup.admin._id)]),
    ),
    SurrogateKeys.writeups,
  ];
}

export function listReadKeys(list: MemberList): string[] {
  return shownKeys([list]);
}

export function allListsKeys(page: ListsPage): string[] {
  return [ListKeys.allLists, ...shownKeys(page.lists)];
}

export function ownerListsKeys(page: ListsPage, username: string): string[] {
  return [SurrogateKeys.username(username), ListKeys.ownerLists(username), ...shownKeys(page.lists)];
}

export function writeupListsKeys(page: ListsPage, writeupId: string): string[] {
  return [ListKeys.writeupLists(writeupId), SurrogateKeys.writeup(writeupId), ...shownKeys(page.lists)];
}

/**
 * What a change of a list purges: the list (every answer showing it), its owner's lists, all
 * public lists when it is or was public, and the "in lists" reads of the writeups it gained or lost.
 */
export function listChangeKeys(
  listId: string,
  ownerUsername: string,
  options: { listed: boolean; writeupIds?: Iterable<string> },
): string[] {
  return [
    ListKeys.list(listId),
    ListKeys.ownerLists(ownerUsername),
    ...(options.listed ? [ListKeys.allLists] : []),
    ...[...(options.writeupIds ?? [])].map(ListKeys.writeupLists),
  ];
}
