import { Injectable } from '@nestjs/common';
import { pathTo, SITE_PAGES } from '@reviews/libs/site-map';
import { starsOf } from '@reviews/libs/rules';
import { ZipFile } from 'yazl';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { toUserResponse } from '../users';
import { csvOf, EXPORT_COLUMNS } from './letterboxd-csv';
import {
  type ExportDiaryRow,
  type ExportFilm,
  type ExportLikes,
  type ExportListRow,
  MemberDataExportRepository,
} from './member-data-export.repository';

/** A member's export: the zip's bytes and the name it downloads under. */
export interface DataExport {
  fileName: string;
  zip: Buffer;
}

type Cell = string | number | null;

function day(date: Date | string): string {
  return typeof date === 'string' ? date : date.toISOString().slice(0, 10);
}

function stars(score: number | null): string {
  return score === null ? '' : String(starsOf(score));
}

/** A list's title as a file name: no separators or odd characters, never empty, never taken twice. */
export function listFileName(title: string, taken: Set<string>): string {
  const base =
    title
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} _-]+/gu, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.-]+|[\s.-]+$/g, '')
      .slice(0, 80) || 'list';
  let name = base;
  for (let copy = 2; taken.has(name.toLowerCase()); copy++) name = `${base} (${copy})`;
  taken.add(name.toLowerCase());
  return `lists/${name}.csv`;
}

function zipOf(files: [string, string][], mtime: Date): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of files) zip.addBuffer(Buffer.from(text, 'utf8'), name, { mtime });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * product.md §17: a member's data as a zip: profile.json (their account, e-mail and preferences
 * included) and CSV files in the column layout of Letterboxd's own export, addresses on this site.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly repository: MemberDataExportRepository,
    private readonly config: AppConfig,
  ) {}

  async export(user: UserRow, now: Date = new Date()): Promise<DataExport> {
    const profile = { user: toUserResponse(user, user), exported: now.toISOString() };
    const files: [string, string][] = [
      ['profile.json', `${JSON.stringify(profile, null, 2)}\n`],
      ...(await this.filmLifeFiles(user.id)),
      ...this.listFiles(await this.repository.lists(user.id)),
      ...(await this.socialFiles(user.id)),
    ];
    const safeName = user.username.replace(/[^A-Za-z0-9_-]+/g, '-');
    return { fileName: `${safeName}-data-${day(now)}.zip`, zip: await zipOf(files, now) };
  }

  /** diary.csv, ratings.csv, watchlist.csv and reviews.csv, as Letterboxd writes them. */
  private async filmLifeFiles(userId: string): Promise<[string, string][]> {
    const [diary, rated, watchlist] = await Promise.all([
      this.repository.diary(userId),
      this.repository.ratings(userId),
      this.repository.watchlist(userId),
    ]);
    const reviews = diary.filter((row) => row.entry.review !== null);
    return [
      [
        'diary.csv',
        csvOf(
          EXPORT_COLUMNS.diary,
          diary.map((row) => this.diaryRow(row)),
        ),
      ],
      [
        'ratings.csv',
        csvOf(
          EXPORT_COLUMNS.ratings,
          rated.map((row) => [day(row.updated), ...this.film(row.film), stars(row.score)]),
        ),
      ],
      [
        'watchlist.csv',
        csvOf(
          EXPORT_COLUMNS.watchlist,
          watchlist.map((row) => [day(row.added), ...this.film(row.film)]),
        ),
      ],
      [
        'reviews.csv',
        csvOf(
          EXPORT_COLUMNS.reviews,
          reviews.map((row) => this.reviewRow(row)),
        ),
      ],
    ];
  }

  /** comments.csv, likes.csv and follows.csv. */
  private async socialFiles(userId: string): Promise<[string, string][]> {
    const [comments, likes, follows] = await Promise.all([
      this.repository.comments(userId),
      this.repository.likes(userId),
      this.repository.follows(userId),
    ]);
    const profile = (username: string) => this.address(pathTo(SITE_PAGES.profile.pattern, { username }));
    return [
      [
        'comments.csv',
        csvOf(
          EXPORT_COLUMNS.comments,
          comments.map((row) => [day(row.created), ...this.film(row.film), row.content]),
        ),
      ],
      ['likes.csv', csvOf(EXPORT_COLUMNS.likes, this.likeRows(likes))],
      [
        'follows.csv',
        csvOf(
          EXPORT_COLUMNS.follows,
          follows.map((row) => [day(row.created), row.username, profile(row.username)]),
        ),
      ],
    ];
  }

  /** A page's address on this site. */
  private address(path: string): string {
    return `${this.config.publicUrl.replace(/\/$/, '')}${path}`;
  }

  /** Name, Year and Letterboxd URI: the writeup's title, release year and address here. */
  private film(film: ExportFilm | null): Cell[] {
    if (!film) return ['', '', ''];
    const uri = film.slug ? this.address(pathTo(SITE_PAGES.review.pattern, { slug: film.slug })) : '';
    return [film.title, film.releaseYear, uri];
  }

  private diaryRow({ entry, film }: ExportDiaryRow): Cell[] {
    const rewatch = entry.rewatch ? 'Yes' : '';
    return [day(entry.created), ...this.film(film), stars(entry.score), rewatch, '', entry.watchedOn];
  }

  private reviewRow({ entry, film }: ExportDiaryRow): Cell[] {
    const rewatch = entry.rewatch ? 'Yes' : '';
    return [
      day(entry.created),
      ...this.film(film),
      stars(entry.score),
      rewatch,
      entry.review,
      '',
      entry.watchedOn,
    ];
  }

  /** One file a list, as Letterboxd writes them: the list's own row, then its entries. */
  private listFiles(rows: ExportListRow[]): [string, string][] {
    const byList = new Map<string, ExportListRow[]>();
    for (const row of rows) byList.set(row.list.id, [...(byList.get(row.list.id) ?? []), row]);
    const taken = new Set<string>();
    return [...byList.values()].map((entries) => {
      const { list } = entries[0];
      const head = csvOf(
        ['Date', 'Name', 'Tags', 'URL', 'Description'],
        [
          [
            day(list.created),
            list.title,
            '',
            this.address(pathTo(SITE_PAGES.list.pattern, { id: list.id })),
            list.description,
          ],
        ],
      );
      const films = entries.filter((row) => row.film !== null);
      const body = csvOf(
        EXPORT_COLUMNS.list,
        films.map((row, index) => [index + 1, ...this.film(row.film), row.note ?? '']),
      );
      return [listFileName(list.title, taken), `Letterboxd list export v7\n${head}\n${body}`];
    });
  }

  private likeRows(likes: ExportLikes): Cell[][] {
    const rows: [Date, ...Cell[]][] = [
      ...likes.ofWriteups.map((like): [Date, ...Cell[]] => [like.created, 'review', ...this.film(like.film)]),
      ...likes.ofComments.map((like): [Date, ...Cell[]] => [
        like.created,
        'comment',
        ...this.film(like.film),
      ]),
      ...likes.ofReviews.map((like): [Date, ...Cell[]] => [
        like.created,
        'member review',
        like.film.title,
        like.film.releaseYear,
        this.address(pathTo(SITE_PAGES.log.pattern, { id: like.logId })),
      ]),
      ...likes.ofLists.map((like): [Date, ...Cell[]] => [
        like.created,
        'list',
        like.title,
        '',
        this.address(pathTo(SITE_PAGES.list.pattern, { id: like.listId })),
      ]),
    ];
    return rows
      .sort((a, b) => a[0].getTime() - b[0].getTime())
      .map(([created, ...rest]) => [day(created), ...rest]);
  }
}
