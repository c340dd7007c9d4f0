import { readerScope } from '@reviews/libs/rules';
import { and, eq, gt, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { writeups } from '../../database/schema';
import type { WriteupViewer } from '../reading/writeup-viewer';

// The SQL of which writeups a reader may see (product.md §5 "Visibility"; libs readerScope
// decides). Every read of writeups outside the editor goes through these conditions.

/** The writeups table, or an alias of it (a correlated subquery over a second copy). */
export interface WriteupStateColumns {
  draft: AnyPgColumn;
  cardDate: AnyPgColumn;
}

/**
 * The time a read sees writeups at: a date, or a placeholder (`sql.placeholder('now')`) that a
 * prepared read fills with the date of each execution.
 */
export type ReadTime = Date | SQLWrapper;

/** Not a draft and its card date (visibleAfter, else updated) not in the future. */
export function publishedWriteups(now: ReadTime = new Date(), table: WriteupStateColumns = writeups): SQL {
  return and(eq(table.draft, false), lte(table.cardDate, now))!;
}

/** Not a draft and its card date in the future. */
export function scheduledWriteups(now: ReadTime = new Date(), table: WriteupStateColumns = writeups): SQL {
  return and(eq(table.draft, false), gt(table.cardDate, now))!;
}

/** Writeups a viewer sees in public reads: the published ones, and the scheduled ones when the scope says. */
export function visibleWriteups(viewer: WriteupViewer, now: ReadTime = new Date()): SQL {
  return readerScope(viewer) === 'published-and-scheduled'
    ? eq(writeups.draft, false)
    : publishedWriteups(now);
}
