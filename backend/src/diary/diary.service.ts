import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DIARY, type MemberReviewSort, type ReportStatus } from '@reviews/libs/constants';
import type {
  LikesResponse,
  LogEntriesPage,
  LogEntry,
  LogRequest,
  ReportedLogEntry,
} from '@reviews/libs/contract';
import {
  canDeleteLog,
  canEditLog,
  canLike,
  canSeeLog,
  normalisePageParam,
  pageWindow,
  todayUtc,
  watchedOnProblem,
} from '@reviews/libs/rules';

import { actorOf } from '../common/actor';
import { queuedReport } from '../common/report-queue';
import { WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import type { UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import { RatingsService } from '../ratings';
import { watchlistChangeKeys } from '../watchlist';
import { logChangeKeys } from './diary.cache-keys';
import { type LogEntryRecord, toLogEntry } from './diary.mapper';
import { DiaryRepository, type LogFields } from './diary.repository';
import { LogReportsRepository } from './log-reports.repository';

export const LOG_NOT_FOUND = 'Diary entry not found';
const MEMBER_NOT_FOUND = 'No member by that username';
const ARTICLE = 'Only movies and series are logged';
const OWN_WRITEUP = 'You cannot log your own writeup';
const OWN_ENTRY_LIKE = 'You cannot like your own diary entry';
const OWN_ENTRY_REPORT = 'You cannot report your own diary entry';

function entryOf(record: LogEntryRecord): LogEntry {
  return toLogEntry(record);
}

/**
 * product.md §15: members log watches of published movies and series of others, with a score
 * (which is also their audience rating) and a review; the author edits, the author or root
 * deletes, moderators hide as they hide comments. Public reads are the same for every member.
 */
@Injectable()
export class DiaryService {
  constructor(
    private readonly diary: DiaryRepository,
    private readonly reports: LogReportsRepository,
    private readonly ratings: RatingsService,
  ) {}

  async log(writeupId: string, body: LogRequest, user: UserRow, purge: PurgeKeys): Promise<LogEntry> {
    const writeup = await this.diary.publishedWriteup(writeupId);
    if (!writeup) throw new NotFoundException(WRITEUP_NOT_FOUND);
    if (writeup.type === 'article') throw new BadRequestException(ARTICLE);
    if (writeup.authorId === user.id) throw new BadRequestException(OWN_WRITEUP);
    const watchedOn = body.watchedOn ?? todayUtc();
    this.checkDay(watchedOn);
    const fields: LogFields = {
      watchedOn,
      rewatch: body.rewatch ?? false,
      score: body.score ?? null,
      review: body.review ?? null,
      spoiler: body.spoiler ?? false,
    };
    const id = await this.diary.insert({ ...fields, writeupId, userId: user.id });
    if (fields.score !== null) await this.ratings.rate(writeupId, user, fields.score);
    if (await this.diary.markWatched(user.id, writeupId)) purge.add(watchlistChangeKeys(user));
    purge.add(logChangeKeys({ id, writeupId }, user.username));
    return entryOf((await this.diary.findById(id))!);
  }

  async edit(id: string, body: LogRequest, user: UserRow, purge: PurgeKeys): Promise<LogEntry> {
    const found = await this.findSeen(id, user);
    if (!canEditLog(actorOf(user), { user: { _id: found.entry.userId } })) {
      throw new ForbiddenException('Only the author of a diary entry may change it');
    }
    if (body.watchedOn !== undefined) this.checkDay(body.watchedOn);
    await this.diary.update(id, {
      ...(body.watchedOn !== undefined ? { watchedOn: body.watchedOn } : {}),
      ...(body.rewatch !== undefined ? { rewatch: body.rewatch } : {}),
      ...(body.score !== undefined ? { score: body.score } : {}),
      ...(body.review !== undefined ? { review: body.review } : {}),
      ...(body.spoiler !== undefined ? { spoiler: body.spoiler } : {}),
    });
    if (typeof body.score === 'number') await this.ratings.rate(found.entry.writeupId, user, body.score);
    purge.add(logChangeKeys(found.entry, found.member.username));
    return entryOf((await this.diary.findById(id))!);
  }

  async delete(id: string, user: UserRow, purge: PurgeKeys): Promise<void> {
    const found = await this.findSeen(id, user);
    if (!canDeleteLog(actorOf(user), { user: { _id: found.entry.userId } })) {
      throw new ForbiddenException('Only the author of a diary entry or root may delete it');
    }
    await this.diary.delete(id);
    purge.add(logChangeKeys(found.entry, found.member.username));
  }

  /** One entry; a hidden one only for its author and moderators (others 404). */
  async read(id: string, viewer: UserRow | undefined): Promise<LogEntry> {
    return entryOf(await this.findSeen(id, viewer));
  }

  async diaryPage(username: string, pageParam: unknown, year: string | undefined): Promise<LogEntriesPage> {
    const userId = await this.diary.userIdOf(username);
    if (!userId) throw new NotFoundException(MEMBER_NOT_FOUND);
    const inYear = year === undefined ? undefined : Number(year);
    const window = pageWindow(
      normalisePageParam(pageParam),
      await this.diary.countDiary(userId, inYear),
      DIARY.pageSize,
    );
    const rows = await this.diary.diaryPage(userId, inYear, window.offset, window.pageSize);
    const { page, totalPages, totalMatched, pageSize } = window;
    return { entries: rows.map(entryOf), page, totalPages, totalMatched, pageSize };
  }

  async reviewsPage(writeupId: string, pageParam: unknown, sort: MemberReviewSort): Promise<LogEntriesPage> {
    const writeup = await this.diary.publishedWriteup(writeupId);
    if (!writeup || writeup.type === 'article') throw new NotFoundException(WRITEUP_NOT_FOUND);
    const window = pageWindow(
      normalisePageParam(pageParam),
      await this.diary.countReviews(writeupId),
      DIARY.pageSize,
    );
    const rows = await this.diary.reviewsPage(writeupId, sort, window.offset, window.pageSize);
    const { page, totalPages, totalMatched, pageSize } = window;
    return { entries: rows.map(entryOf), page, totalPages, totalMatched, pageSize };
  }

  async like(id: string, user: UserRow, liked: boolean): Promise<LikesResponse> {
    const found = await this.findShown(id);
    if (!canLike(actorOf(user), found.entry.userId)) throw new BadRequestException(OWN_ENTRY_LIKE);
    return { likes: await this.diary.setLike(found.entry, user.id, liked) };
  }

  mine(user: UserRow, logIds: string[]): Promise<string[]> {
    return this.diary.likedBy(user.id, logIds);
  }

  async report(id: string, reason: string, user: UserRow): Promise<{ ok: true }> {
    const found = await this.findShown(id);
    if (found.entry.userId === user.id) throw new BadRequestException(OWN_ENTRY_REPORT);
    const reportedContent = found.entry.review ?? '';
    if (!(await this.reports.insert({ logId: id, userId: user.id, reason, reportedContent }))) {
      throw new ConflictException('You have already reported this diary entry');
    }
    return { ok: true };
  }

  /** Hides an entry or restores it (its reports dismissed), as for comments (product.md §10). */
  async setVisibility(id: string, hidden: boolean, purge: PurgeKeys): Promise<LogEntry> {
    const found = await this.diary.findAny(id);
    if (!found) throw new NotFoundException(LOG_NOT_FOUND);
    await this.diary.setHidden(id, hidden);
    if (!hidden) await this.reports.dismiss(id);
    purge.add(logChangeKeys(found.entry, found.member.username));
    return entryOf((await this.diary.findAny(id))!);
  }

  async dismiss(id: string): Promise<{ ok: true }> {
    if (!(await this.diary.findAny(id))) throw new NotFoundException(LOG_NOT_FOUND);
    await this.reports.dismiss(id);
    return { ok: true };
  }

  countQueue(status: ReportStatus): Promise<number> {
    return this.reports.countQueue(status);
  }

  /** The first `limit` entries of a view of the moderators' queue, in its order. */
  async queueHead(status: ReportStatus, limit: number): Promise<(ReportedLogEntry & { sortAt: number })[]> {
    const tallies = await this.reports.queueHead(status, limit);
    const ids = tallies.map((tally) => tally.logId);
    const [records, writeups] = await Promise.all([
      this.diary.recordsByIds(ids),
      this.reports.writeupsOf(ids),
    ]);
    const byId = new Map(records.map((record) => [record.entry.id, record]));
    return tallies.flatMap((tally) => {
      const record = byId.get(tally.logId);
      const writeup = writeups.get(tally.logId);
      if (!record || !writeup) return [];
      return [{ kind: 'review' as const, entry: entryOf(record), ...queuedReport(writeup, tally) }];
    });
  }

  private checkDay(watchedOn: string): void {
    const problem = watchedOnProblem(watchedOn);
    if (problem) throw new BadRequestException(problem);
  }

  /** The entry if the viewer may see it (hidden ones: its author and moderators); else 404. */
  private async findSeen(id: string, viewer: UserRow | undefined): Promise<LogEntryRecord> {
    const found = await this.diary.findById(id);
    if (
      !found ||
      !canSeeLog(actorOf(viewer), { hidden: found.entry.hidden, user: { _id: found.entry.userId } })
    ) {
      throw new NotFoundException(LOG_NOT_FOUND);
    }
    return found;
  }

  /** The entry if it shows to everyone; else 404. */
  private async findShown(id: string): Promise<LogEntryRecord> {
    const found = await this.diary.findById(id);
    if (!found || found.entry.hidden) throw new NotFoundException(LOG_NOT_FOUND);
    return found;
  }
}
