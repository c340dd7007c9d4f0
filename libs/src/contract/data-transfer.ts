// product.md §17: a member's data, in and out.

/** What an import added (or, in a dry run, would add), by kind. */
export interface ImportCounts {
  diary: number;
  ratings: number;
  watchlist: number;
  reviews: number;
}

/** A row of an imported file that added nothing, and why. */
export interface UnmatchedImportRow {
  /** The file's name, as in a Letterboxd export (`diary.csv`). */
  file: string;
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  name: string;
  /** The year as a number, or null when the row has none. */
  year: number | null;
  reason: string;
}

/** Answer of POST /api/me/import. */
export interface ImportReport {
  imported: ImportCounts;
  unmatched: UnmatchedImportRow[];
}
