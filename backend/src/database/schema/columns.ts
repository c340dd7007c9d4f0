import { type AnyPgColumn, index, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Columns and keys that many tables share, written once. Not exported from index.ts: that file
// lists the tables (drizzle-kit and the query builder read it).

/** A row's own key, drawn by the database. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();

/** The row this one belongs to: required, and deleting it deletes this one. */
export const belongsTo = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/**
 * The keys of a member's mark on a row (a like) that they make at most once: the pair is the
 * primary key, and an index finds a member's marks (`<table>_<member column>_idx`).
 */
export const oncePerMember = (table: string, target: AnyPgColumn, member: AnyPgColumn) => [
  primaryKey({ columns: [target, member] }),
  index(`${table}_${member.name}_idx`).on(member),
];

/**
 * A member's report of a row (a comment, a diary entry; product.md §10): why, the reported text,
 * and when a moderator dismissed it (kept, no longer open).
 */
export const reportColumns = () => ({
  reason: text('reason').notNull(),
  /** The reported text as it was then: its author may edit it afterwards. */
  reportedContent: text('reported_content').notNull(),
  created: createdAt(),
  dismissed: timestamp('dismissed', { withTimezone: true }),
});

/**
 * The keys of a member's report of a row, a row with its own id: one report per member and row
 * (`<table>_<target column>_<member column>_key`), and an index that finds a member's reports.
 */
export const reportedOncePerMember = (table: string, target: AnyPgColumn, member: AnyPgColumn) => [
  uniqueIndex(`${table}_${target.name}_${member.name}_key`).on(target, member),
  index(`${table}_${member.name}_idx`).on(member),
];
