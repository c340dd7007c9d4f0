import { ADMIN_ROLES, type MediaPurpose } from '../constants.js';
import type { Comment, User, Writeup } from '../contract/index.js';
import { isScheduled } from './publish-state.js';

/** Who is acting: the signed-in user's id and role, or null/undefined for a visitor. */
export type Actor = Pick<User, '_id' | 'type'> | null | undefined;
/** For the rules that read only the role. */
type RoleHolder = Pick<User, 'type'> | null | undefined;

type Authored = { admin: Pick<Writeup['admin'], '_id'> };
type Stateful = Pick<Writeup, 'draft' | 'visibleAfter' | 'updated'>;

function isRoot(user: RoleHolder): boolean {
  return user?.type === 'root';
}

/** Spec §6: admin and root both count as administrators. */
export function isAdministrator<T extends Pick<User, 'type'>>(user: T | null | undefined): user is T {
  return user !== null && user !== undefined && ADMIN_ROLES.includes(user.type);
}

/**
 * product.md §5 "Visibility": which writeups a reader sees in public reads. Everyone sees the
 * published ones; administrators also see the scheduled ones (shown with a clock). Drafts never.
 */
export type ReaderScope = 'published' | 'published-and-scheduled';

export function readerScope(viewer: RoleHolder): ReaderScope {
  return isAdministrator(viewer) ? 'published-and-scheduled' : 'published';
}

/**
 * product.md §7: only staff (admin, root) get public reads of their own (scheduled writeups,
 * notes, hidden comments); a member's public read is a visitor's, so shared caches answer both.
 */
export function getsOwnPublicReads(viewer: RoleHolder): boolean {
  return isAdministrator(viewer);
}

/** product.md §5 "Visibility": `notes` reach admins and root only. */
export function canSeeWriteupNotes(viewer: RoleHolder): boolean {
  return isAdministrator(viewer);
}

/** product.md §5 "Visibility": drafts are seen by their author and by root. */
export function canSeeOthersDrafts(user: RoleHolder): boolean {
  return isRoot(user);
}

/**
 * product.md §5 "Visibility", in the editor: administrators reach every published or scheduled
 * writeup, and drafts of their own (root: every draft). Anything else does not exist for them.
 */
export function canSeeInEditor(user: Actor, writeup: Authored & Pick<Writeup, 'draft'>): boolean {
  if (!isAdministrator(user)) return false;
  return !writeup.draft || canSeeOthersDrafts(user) || user._id === writeup.admin._id;
}

/**
 * product.md §5: only the author and root may edit. The author must still be an administrator:
 * a demoted author keeps the byline, not the editor.
 */
export function canEditWriteup(user: Actor, writeup: Authored): boolean {
  if (isRoot(user)) return true;
  return isAdministrator(user) && user._id === writeup.admin._id;
}

/** Spec §4: root; or the owning admin while the writeup is a draft or scheduled. */
export function canDeleteWriteup(user: Actor, writeup: Authored & Stateful, now: Date = new Date()): boolean {
  if (isRoot(user)) return true;
  return canEditWriteup(user, writeup) && (writeup.draft || isScheduled(writeup, now));
}

/** Spec §6: a comment is edited by its owner only. */
export function canEditComment(user: Actor, comment: { user: Pick<Comment['user'], '_id'> }): boolean {
  return user !== null && user !== undefined && user._id === comment.user._id;
}

/** Spec §6: only root deletes comments. */
export function canDeleteComment(user: RoleHolder): boolean {
  return isRoot(user);
}

/** Spec §1: root manages users (promotes, demotes, renames, suspends) and sees their e-mails and suspensions. */
export function canManageUsers(actor: RoleHolder): boolean {
  return isRoot(actor);
}

/** Spec §4: root accounts cannot be changed. */
export function canChangeUser(actor: RoleHolder, target: Pick<User, 'type'>): boolean {
  return canManageUsers(actor) && target.type !== 'root';
}

/** product.md §5 "Visibility": e-mail addresses reach root and the user themself only. */
export function canSeeEmail(viewer: Actor, account: Pick<User, '_id'>): boolean {
  return canManageUsers(viewer) || viewer?._id === account._id;
}

/** product.md §5: everyone may delete their own account but root. */
export function canDeleteOwnAccount(user: Pick<User, 'type'>): boolean {
  return !isRoot(user);
}

/** product.md §9: administrators upload any image, members only their avatar. */
export function canUploadMedia(user: Actor, purpose: MediaPurpose): boolean {
  return isAdministrator(user) || (user !== null && user !== undefined && purpose === 'avatar');
}

/** product.md §10: admins and root moderate comments (the report queue, hide, restore, dismiss). */
export function canModerateComments(user: RoleHolder): boolean {
  return isAdministrator(user);
}

/** product.md §10: a hidden comment shows to nobody but its author and moderators. */
export function canSeeComment(
  user: Actor,
  comment: Pick<Comment, 'hidden'> & { user: Pick<Comment['user'], '_id'> },
): boolean {
  return !comment.hidden || canEditComment(user, comment) || canModerateComments(user);
}

/** product.md §10: members report other members' comments, once each. */
export function canReportComment(user: Actor, comment: { user: Pick<Comment['user'], '_id'> }): boolean {
  return user !== null && user !== undefined && user._id !== comment.user._id;
}

/** product.md §12: members like other people's writeups and comments, never their own. */
export function canLike(user: Actor, authorId: string): boolean {
  return user !== null && user !== undefined && user._id !== authorId;
}
