import type { ApiSchema } from './api-schema.js';
// product.md §17: a member's data, in and out.

/** What an import added (or, in a dry run, would add), by kind. */
export type ImportCounts = ApiSchema<'ImportCountsDto'>;

/** A row of an imported file that added nothing, and why. */
export type UnmatchedImportRow = ApiSchema<'UnmatchedImportRowDto'>;

/** Answer of POST /api/me/import. */
export type ImportReport = ApiSchema<'ImportReportDto'>;
