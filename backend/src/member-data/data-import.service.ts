import { Injectable } from '@nestjs/common';
import { DATA_IMPORT } from '@reviews/libs/constants';
import type { ImportReport } from '@reviews/libs/contract';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { diaryKey, reviewsKey } from '../diary';
import type { PurgeKeys } from '../http-cache/purge-keys';
import { watchlistChangeKeys } from '../watchlist';
import { type ImportFiles, importFilesOf } from './import-files';
import { FILE_ORDER, type ImportPlan, ImportPlanner } from './import-plan';
import { type ImportRow, parseImportFile } from './letterboxd-csv';
import { MemberDataImportRepository } from './member-data-import.repository';
import { reviewSlugOf, TitleMatcher } from './title-matcher';

const TOO_MANY_ROWS = `The import has more than ${DATA_IMPORT.maxRows.toLocaleString('en-US')} rows`;

/** An uploaded file: its bytes and the name it was sent under. */
export interface ImportUpload {
  bytes: Buffer | undefined;
  fileName: string;
}

/** Every row of the files, in the order they are imported; at most DATA_IMPORT.maxRows in all. */
function rowsOf(files: ImportFiles): ImportRow[] {
  const rows: ImportRow[] = [];
  for (const file of FILE_ORDER) {
    const text = files.get(file);
    if (text === undefined) continue;
    rows.push(...parseImportFile(file, text, DATA_IMPORT.maxRows - rows.length, TOO_MANY_ROWS));
  }
  return rows;
}

/** The cached pages an import changed: the member's diary, reviewed writeups, their watchlist. */
function changedKeys(plan: ImportPlan, user: UserRow): string[] {
  const keys: string[] = [];
  if (plan.entries.length > 0 || plan.reviews.length > 0) keys.push(diaryKey(user.username));
  const reviewed = [...plan.entries.filter((entry) => entry.review !== null), ...plan.reviews];
  keys.push(...new Set(reviewed.map((entry) => reviewsKey(entry.writeupId))));
  if (plan.watchlist.length > 0 || plan.entries.length > 0) keys.push(...watchlistChangeKeys(user));
  return keys;
}

/**
 * product.md §17: a Letterboxd export imported into a member's diary, ratings and watchlist. Rows
 * match published movies and series; nothing else is created; a dry run only reports.
 */
@Injectable()
export class DataImportService {
  constructor(
    private readonly repository: MemberDataImportRepository,
    private readonly config: AppConfig,
  ) {}

  async import(
    user: UserRow,
    upload: ImportUpload,
    dryRun: boolean,
    purge: PurgeKeys,
  ): Promise<ImportReport> {
    const rows = rowsOf(await importFilesOf(upload.bytes, upload.fileName));
    const matcher = await this.matcherFor(rows);
    const planner = new ImportPlanner(user.id, await this.repository.existing(user.id));
    for (const row of rows) planner.add(row, matcher.match(row));
    const plan = planner.finish();
    if (!dryRun) {
      await this.repository.apply(user.id, plan);
      purge.add(changedKeys(plan, user));
    }
    return plan.report;
  }

  private async matcherFor(rows: ImportRow[]): Promise<TitleMatcher> {
    const years = new Set<number>();
    const slugs = new Set<string>();
    for (const row of rows) {
      if (row.year !== null) years.add(row.year);
      const slug = reviewSlugOf(row.uri, this.config.publicUrl);
      if (slug !== undefined) slugs.add(slug);
    }
    const candidates = await this.repository.candidates([...years], [...slugs]);
    return new TitleMatcher(candidates, this.config.publicUrl);
  }
}
