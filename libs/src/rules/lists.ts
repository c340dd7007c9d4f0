import type { MemberList } from '../contract/index.js';
import type { Actor } from './policies.js';

type Owned = { user: Pick<MemberList['user'], '_id'> };

/** product.md §16: only its owner edits a list (its fields and entries). */
export function canEditList(user: Actor, list: Owned): boolean {
  return !!user && user._id === list.user._id;
}

/** Its owner or root deletes a list. */
export function canDeleteList(user: Actor, list: Owned): boolean {
  return !!user && (user._id === list.user._id || user.type === 'root');
}

/** A private list shows to its owner only; public and unlisted ones to anyone with the address. */
export function canSeeList(user: Actor, list: Owned & Pick<MemberList, 'visibility'>): boolean {
  return list.visibility !== 'private' || (!!user && user._id === list.user._id);
}

/** Others like a list; its owner does not. */
export function canLikeList(user: Actor, list: Owned): boolean {
  return !!user && user._id !== list.user._id;
}
