import { BadRequestException } from '@nestjs/common';
import type { ImportFileName } from '@reviews/libs/constants';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

// product.md §17: the column layouts of Letterboxd's own export, written by the export and read
// by the import, so that other sites read ours and we read theirs.

export const EXPORT_COLUMNS = {
  diary: ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
  ratings: ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
  watchlist: ['Date', 'Name', 'Year', 'Letterboxd URI'],
  reviews: ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Review', 'Tags', 'Watched Date'],
  comments: ['Date', 'Name', 'Year', 'Letterboxd URI', 'Comment'],
  likes: ['Date', 'Kind', 'Name', 'Year', 'Letterboxd URI'],
  follows: ['Date', 'Username', 'Profile URI'],
  list: ['Position', 'Name', 'Year', 'Letterboxd URI', 'Description'],
} as const;

/** The columns the import reads of each file; the others (Tags...) may be there or not. */
const REQUIRED_COLUMNS: Record<ImportFileName, string[]> = {
  'diary.csv': ['Name', 'Year', 'Watched Date'],
  'ratings.csv': ['Name', 'Year', 'Rating'],
  'watched.csv': ['Name', 'Year'],
  'watchlist.csv': ['Name', 'Year'],
  'reviews.csv': ['Name', 'Year', 'Review'],
};

/** One row of an imported file, its cells as written (empty when the column is missing). */
export interface ImportRow {
  file: ImportFileName;
  /** The line the row starts on; the header is line 1. */
  line: number;
  name: string;
  year: number | null;
  uri: string;
  date: string;
  watchedDate: string;
  rating: string;
  rewatch: boolean;
  review: string;
}

type Cells = Record<string, string | undefined>;

function yearOf(text: string): number | null {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
}

function rowOf(file: ImportFileName, line: number, cells: Cells): ImportRow {
  const cell = (column: string) => (cells[column] ?? '').trim();
  return {
    file,
    line,
    name: cell('Name'),
    year: yearOf(cell('Year')),
    uri: cell('Letterboxd URI'),
    date: cell('Date'),
    watchedDate: cell('Watched Date'),
    rating: cell('Rating'),
    rewatch: /^(yes|true)$/i.test(cell('Rewatch')),
    // A review keeps its own spacing and line breaks.
    review: cells.Review ?? '',
  };
}

function checkHeader(file: ImportFileName, header: string[]): string[] {
  const names = header.map((column) => column.trim());
  const missing = REQUIRED_COLUMNS[file].filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new BadRequestException(
      `${file} is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: it is not in the layout of a Letterboxd export`,
    );
  }
  return names;
}

interface ParsedRecord {
  record: Cells;
  info: { lines: number; empty_lines: number };
}

/**
 * The rows of one file, at most `maxRows` (more is a 400: `tooMany` says what to tell). A file
 * that is no CSV, or lacks a column the import reads, is a 400 naming what is wrong.
 */
export function parseImportFile(
  file: ImportFileName,
  text: string,
  maxRows: number,
  tooMany: string,
): ImportRow[] {
  if (text.trim() === '') throw new BadRequestException(`${file} is empty`);
  let records: ParsedRecord[];
  try {
    records = parse(text, {
      columns: (header: string[]) => checkHeader(file, header),
      bom: true,
      skip_empty_lines: true,
      info: true,
      to: maxRows + 1,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      throw new BadRequestException(`${file} is not a readable CSV file: ${error.message}`);
    }
    throw error;
  }
  if (records.length > maxRows) throw new BadRequestException(tooMany);
  let lastLine = 1;
  let lastEmpty = 0;
  return records.map(({ record, info }) => {
    // A record ends on info.lines; it starts after the previous one and the empty lines between.
    const line = lastLine + 1 + (info.empty_lines - lastEmpty);
    lastLine = info.lines;
    lastEmpty = info.empty_lines;
    return rowOf(file, line, record);
  });
}

/** A CSV file of these columns and rows. */
export function csvOf(columns: readonly string[], rows: (string | number | null)[][]): string {
  return stringify(rows, { header: true, columns: [...columns] });
}
