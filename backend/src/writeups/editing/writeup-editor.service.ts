import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { buildCollections, PAGE_SIZES, WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';
import {
  DRAFT_STATUSES,
  type DraftsResponse,
  type RevisionState,
  type Writeup,
} from '@reviews/libs/contract';
import {
  canDeleteWriteup,
  canEditWriteup,
  canSeeInEditor,
  canSeeOthersDrafts,
  countWords,
  isPublishedAt,
  isScheduled,
  missingRequiredFields,
  nextPublishState,
  normalisePageParam,
  pageWindow,
  validateWriteupLimits,
  WRITEUP_FIELD_LABELS,
  type WriteupKind,
  writeupKind,
} from '@reviews/libs/rules';

import { actorOf } from '../../common/actor';
import { WRITEUP_NOT_FOUND } from '../../common/not-found-messages';
import { AppConfig } from '../../config/app-config';
import type { Transaction } from '../../database/database';
import type { UserRow } from '../../database/schema';
import type { SaveWriteupDto } from '../dto/save-writeup.request';
import type { DraftsQueryDto } from '../dto/writeup-queries.request';
import { FollowerNotices } from '../publishing/follower-notices';
import { optionalChoice, optionalString, parseJsonFilter } from '../reading/json-filter';
import { mergeEditableFields, toRuleInput } from './writeup-input';
import { toWriteupResponse, type WriteupRecord, type WriteupWithAuthor } from '../reading/writeup.mapper';
import { WriteupRevisionsRepository } from '../revisions/writeup-revisions.repository';
import { slugCandidates } from './writeup-slugs';
import { type UnpublishedFilter, WriteupsRepository } from './writeups.repository';

const STALE_SAVE_MESSAGE =
  'This writeup was changed elsewhere since you opened it; reload to see the latest version';

/** The fields the libs policies read, from a stored row. */
function policyView(row: WriteupRecord) {
  return {
    admin: { _id: row.adminId },
    draft: row.draft,
    visibleAfter: row.visibleAfter?.toISOString() ?? null,
    updated: row.updated.toISOString(),
  };
}

export const NOT_SCHEDULED = 'Only a scheduled writeup can be unscheduled';

/** What a save left: a draft, or public at a date that has come (published) or not yet (scheduled). */
function revisionState(draft: boolean, visibleAfter: Date | null, now: Date): RevisionState {
  if (draft) return 'draft';
  return visibleAfter !== null && visibleAfter.getTime() > now.getTime() ? 'scheduled' : 'published';
}

function notFound(): NotFoundException {
  return new NotFoundException(WRITEUP_NOT_FOUND);
}

/** The editor of spec §4-§5: drafts, saves, scheduling, publishing and deletion. */
@Injectable()
export class WriteupEditorService {
  private readonly collectionKeywords: string[];

  constructor(
    private readonly writeups: WriteupsRepository,
    private readonly revisions: WriteupRevisionsRepository,
    private readonly followerNotices: FollowerNotices,
    config: AppConfig,
  ) {
    this.collectionKeywords = buildCollections(config.favoritesName).map((collection) => collection.search);
  }

  /** A new empty draft owned by the caller. */
  async create(author: UserRow, type: WriteupType): Promise<{ _id: string }> {
    const id = await this.writeups.insertDraft({ type, adminId: author.id, updated: new Date() });
    return { _id: id };
  }

  /**
   * The caller's drafts and scheduled writeups (root: everyone's) matching the query, each marked
   * with its status: all of them, or with `page` one page of them (paged like listings).
   */
  async drafts(user: UserRow, query: DraftsQueryDto): Promise<DraftsResponse> {
    const filter = parseJsonFilter(query.filter, ['status', 'type', 'author']);
    const unpublished: UnpublishedFilter = {
      adminId: canSeeOthersDrafts(user) ? null : user.id,
      status: optionalChoice(filter.status, DRAFT_STATUSES, 'filter.status'),
      type: optionalChoice(filter.type, WRITEUP_TYPES, 'filter.type'),
      author: optionalString(filter.author, 'filter.author')?.trim() || undefined,
      search: query.search?.trim() || undefined,
    };
    const now = new Date();
    const toResponse = (rows: WriteupWithAuthor[]): DraftsResponse['writeups'] =>
      rows.map(({ writeup, author }) => ({
        ...toWriteupResponse(writeup, author, user),
        status: writeup.draft ? 'draft' : 'scheduled',
      }));
    if (query.page === undefined) {
      return { writeups: toResponse(await this.writeups.listUnpublished(unpublished, now, query.sort)) };
    }
    const { offset, ...page } = pageWindow(
      normalisePageParam(query.page),
      await this.writeups.countUnpublished(unpublished, now),
      PAGE_SIZES.drafts,
    );
    const rows = await this.writeups.listUnpublished(unpublished, now, query.sort, {
      offset,
      limit: page.pageSize,
    });
    return { ...page, writeups: toResponse(rows) };
  }

  /** Everything about one writeup, notes included, for its author and root; 404 for anyone else. */
  async fetch(user: UserRow, id: string): Promise<Writeup> {
    const found = await this.writeups.findById(id);
    if (!found || !canEditWriteup(actorOf(user), policyView(found.writeup))) throw notFound();
    return toWriteupResponse(found.writeup, found.author, user);
  }

  /**
   * PATCH /api/writeup/: one transaction with the row locked, so no save is lost or half-done;
   * every save keeps a revision of the fields it stored (product.md §10).
   */
  async save(user: UserRow, body: SaveWriteupDto): Promise<Writeup> {
    const now = new Date();
    const saved = await this.writeups.transaction(async (tx) => {
      const stored = await this.writeups.lockForUpdate(tx, body._id);
      if (!stored) throw notFound();
      this.assertMayEdit(user, stored);
      if (body.updated && Date.parse(body.updated) < stored.updated.getTime()) {
        throw new ConflictException(STALE_SAVE_MESSAGE);
      }

      const fields = mergeEditableFields(stored, body);
      const ruleInput = toRuleInput(stored.type, fields);
      const problems = validateWriteupLimits(ruleInput, this.collectionKeywords);
      if (problems.length > 0) throw new BadRequestException(problems.join('; '));
      const state = nextPublishState(policyView(stored), body, now);
      if ('problem' in state) throw new BadRequestException(state.problem);
      if (state.public) {
        const missing = missingRequiredFields(ruleInput);
        if (missing.length > 0) {
          const labels = missing.map((field) => WRITEUP_FIELD_LABELS[field]);
          throw new BadRequestException(`Missing required fields: ${labels.join(', ')}`);
        }
      }

      const slug = stored.slug ?? (state.public ? await this.uniqueSlug(tx, { ...stored, ...fields }) : null);
      const visibleAfter = state.visibleAfter === null ? null : new Date(state.visibleAfter);
      const updated = await this.writeups.update(tx, stored.id, {
        ...fields,
        slug,
        draft: state.draft,
        visibleAfter,
        updated: now,
        wordCount: countWords(fields.content),
      });
      // Followers hear of a writeup when it first becomes public (product.md §13), not of edits.
      const wasPublished = isPublishedAt(stored, now);
      // A draft saved as a draft changes nothing for them (autosaves).
      if (!wasPublished && !(stored.draft && state.draft)) await this.followerNotices.queue(tx, stored.id);
      await this.revisions.record(tx, {
        writeupId: stored.id,
        userId: user.id,
        created: now,
        fields,
        kind: body.autosave === true ? 'autosave' : 'manual',
        state: revisionState(state.draft, visibleAfter, now),
      });
      return updated;
    });
    return this.answer(user, saved.id);
  }

  /**
   * POST /api/writeup/:id/unschedule: a scheduled writeup goes back to being a draft, its planned
   * date dropped and its fields untouched; the change is kept as a revision like any save.
   */
  async unschedule(user: UserRow, id: string): Promise<Writeup> {
    const now = new Date();
    await this.writeups.transaction(async (tx) => {
      const stored = await this.writeups.lockForUpdate(tx, id);
      if (!stored) throw notFound();
      this.assertMayEdit(user, stored);
      if (!isScheduled(policyView(stored), now)) throw new ConflictException(NOT_SCHEDULED);
      await this.writeups.update(tx, stored.id, { draft: true, visibleAfter: null, updated: now });
      await this.revisions.record(tx, {
        writeupId: stored.id,
        userId: user.id,
        created: now,
        fields: mergeEditableFields(stored, { _id: stored.id }),
        kind: 'manual',
        state: 'draft',
      });
    });
    return this.answer(user, id);
  }

  private async answer(user: UserRow, id: string): Promise<Writeup> {
    const found = (await this.writeups.findById(id)) as WriteupWithAuthor;
    return toWriteupResponse(found.writeup, found.author, user);
  }

  /** DELETE /api/{kind}/{id}: root, or the owning admin while a draft or scheduled (spec §4). */
  async remove(user: UserRow, kind: WriteupKind, id: string): Promise<void> {
    const now = new Date();
    const found = await this.writeups.findById(id);
    const row = found?.writeup;
    if (!row || writeupKind(row.type) !== kind || !canSeeInEditor(actorOf(user), policyView(row))) {
      throw notFound();
    }
    if (!canDeleteWriteup(actorOf(user), policyView(row), now)) {
      throw new ForbiddenException(
        row.adminId === user.id
          ? 'Only root may delete a published writeup'
          : 'Only root may delete a writeup of another author',
      );
    }
    await this.writeups.delete(row.id);
  }

  private assertMayEdit(user: UserRow, row: WriteupRecord): void {
    if (canEditWriteup(actorOf(user), policyView(row))) return;
    if (!canSeeInEditor(actorOf(user), policyView(row))) throw notFound();
    throw new ForbiddenException('Only the author and root may edit this writeup');
  }

  private async uniqueSlug(tx: Transaction, writeup: Parameters<typeof slugCandidates>[0]): Promise<string> {
    await this.writeups.lockSlugs(tx);
    const candidates = slugCandidates(writeup);
    for (;;) {
      const candidate = candidates.next().value as string;
      if (!(await this.writeups.slugTaken(tx, candidate))) return candidate;
    }
  }
}
