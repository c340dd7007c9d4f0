import { ADMIN_ROLES, type MediaPurpose } from '../constants.js';
import type { Comment, User, Writeup } from '../contract/index.js';

/** Who is acting: the signed-in user's id and role, or null/undefined for a visitor. */
export type Actor = Pick<User, '_id' | 'type'> | null | undefined;

type Authored = { admin: Pick<Writeup['admin'], '_id'> };
type Dated = Pick<Writeup, 'visibleAfter' | 'updated'>;
type Stateful = Dated & Pick<Writeup, 'draft'>;

function isRoot(user: Actor): boolean {
  return user?.type === 'root';
}

/** Spec §6: admin and root both count as administrators. */
export function isAdministrator(user: Actor): boolean {
  return user !== null && user !== undefined && ADMIN_ROLES.includes(user.type);
}

/** Spec §4: the date a writeup is shown and sorted by: visibleAfter when set, else updated. */
export function cardDate(writeup: Dated): string {
  return writeup.visibleAfter ?? writeup.updated;
}

/** product.md §5: not a draft, and its card date is in the future. */
export function isScheduled(writeup: Stateful, now: Date = new Date()): boolean {
  return !writeup.draft && Date.parse(cardDate(writeup)) > now.getTime();
}

/** product.md §5: not a draft, and its card date has come. */
export function isPublished(writeup: Stateful, now: Date = new Date()): boolean {
  return !writeup.draft && Date.parse(cardDate(writeup)) <= now.getTime();
}

/**
 * product.md §5: only the author and root may edit. The author must still be an administrator:
 * a demoted author keeps the byline, not the editor.
 */
export function canEditWriteup(user: Actor, writeup: Authored): boolean {
  if (isRoot(user)) return true;
  return isAdministrator(user) && user?._id === writeup.admin._id;
}

/** Spec §4: root; or the owning admin while the writeup is a draft or scheduled. */
export function canDeleteWriteup(user: Actor, writeup: Authored & Stateful, now: Date = new Date()): boolean {
  if (isRoot(user)) return true;
  return canEditWriteup(user, writeup) && (writeup.draft || isScheduled(writeup, now));
}

/**
 * Spec §2 link target: /edit/{id} for a draft the user may edit, /article/{slug} for an
 * article, otherwise /review/{slug}. A writeup without a slug has never been published, so
 * the editor is its only page.
 */
export function writeupLink(
  writeup: Authored & Pick<Writeup, '_id' | 'type' | 'slug' | 'draft'>,
  user: Actor,
): string {
  const editLink = `/edit/${encodeURIComponent(writeup._id)}`;
  if (writeup.draft && canEditWriteup(user, writeup)) return editLink;
  if (writeup.slug === null) return editLink;
  const slug = encodeURIComponent(writeup.slug);
  return writeup.type === 'article' ? `/article/${slug}` : `/review/${slug}`;
}

/** Spec §6: a comment is edited by its owner only. */
export function canEditComment(user: Actor, comment: { user: Pick<Comment['user'], '_id'> }): boolean {
  return user !== null && user !== undefined && user._id === comment.user._id;
}

/** Spec §6: only root deletes comments. */
export function canDeleteComment(user: Actor): boolean {
  return isRoot(user);
}

/** Spec §4: root promotes, demotes or renames users; root accounts cannot be changed. */
export function canChangeUser(actor: Actor, target: Pick<User, 'type'>): boolean {
  return isRoot(actor) && target.type !== 'root';
}

/** product.md §9: administrators upload any image, members only their avatar. */
export function canUploadMedia(user: Actor, purpose: MediaPurpose): boolean {
  return isAdministrator(user) || (user !== null && user !== undefined && purpose === 'avatar');
}

/** product.md §10: admins and root moderate comments (the report queue, hide, restore, dismiss). */
export function canModerateComments(user: Actor): boolean {
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
