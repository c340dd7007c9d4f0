import type { Writeup } from '../contract/index.js';
import { type Actor, canEditWriteup } from '../rules/policies.js';
import { pathTo, writeupPath } from './match.js';
import { SITE_PAGES } from './pages.js';

/**
 * Spec §2 link target: /edit/{id} for a draft the user may edit, /article/{slug} for an
 * article, otherwise /review/{slug}. A writeup without a slug has never been published, so
 * the editor is its only page.
 */
export function writeupLink(
  writeup: Pick<Writeup, '_id' | 'type' | 'slug' | 'draft'> & { admin: Pick<Writeup['admin'], '_id'> },
  user: Actor,
): string {
  const editLink = pathTo(SITE_PAGES.edit.pattern, { id: writeup._id });
  if (writeup.draft && canEditWriteup(user, writeup)) return editLink;
  if (writeup.slug === null) return editLink;
  return writeupPath(writeup);
}

/** Where a list is read. */
export function listPath(id: string): string {
  return pathTo(SITE_PAGES.list.pattern, { id });
}
