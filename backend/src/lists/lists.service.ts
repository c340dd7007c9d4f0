import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { LIST_LIMITS, type ListSort } from '@reviews/libs/constants';
import type {
  LikesResponse,
  ListEntriesRequest,
  ListEntry,
  ListsPage,
  MemberList,
  UpdateListRequest,
  CreateListRequest,
} from '@reviews/libs/contract';
import {
  canDeleteList,
  canEditList,
  canLikeList,
  canSeeList,
  normalisePageParam,
  pageWindow,
} from '@reviews/libs/rules';

import { actorOf } from '../common/actor';
import type { UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import { markdownHtml } from '../markdown/markdown-html';
import { userAvatar } from '../users';
import { toWriteupCard } from '../writeups';
import { listChangeKeys } from './lists.cache-keys';
import { type ListEntryCard, type ListScope, ListsRepository, type ListWithOwner } from './lists.repository';

export const LIST_NOT_FOUND = 'No such list';
export const LIST_WRITEUP_NOT_FOUND = 'No published writeup with this id';
const NOT_OWNER = 'Only its owner can change a list';
const OWN_LIST = 'You cannot like your own list';
const NO_MEMBER = 'No member by that username';

function toMemberList(row: ListWithOwner, entries: ListEntryCard[]): MemberList {
  const { list, owner } = row;
  return {
    _id: list.id,
    title: list.title,
    description: list.description,
    // Stored when saved (product.md §14); rendered here only for a row saved before that.
    descriptionHtml: list.descriptionHtml ?? markdownHtml(list.description),
    ranked: list.ranked,
    visibility: list.visibility,
    user: { _id: owner.id, username: owner.username, avatar: userAvatar(owner) },
    entries: entries.map((entry, index): ListEntry => ({
      rank: list.ranked ? index + 1 : null,
      writeup: toWriteupCard(entry.writeup, entry.author),
      note: entry.note,
      noteHtml: entry.noteHtml ?? markdownHtml(entry.note),
      spoiler: entry.spoiler,
    })),
    entryCount: row.entryCount,
    likes: list.likes,
    created: list.created.toISOString(),
    updated: list.updated.toISOString(),
  };
}

/** product.md §16: members' lists of movies and series, public, unlisted or private. */
@Injectable()
export class ListsService {
  constructor(private readonly lists: ListsRepository) {}

  async create(user: UserRow, body: CreateListRequest, purges: PurgeKeys): Promise<MemberList> {
    const visibility = body.visibility ?? 'public';
    const id = await this.lists.create(user.id, {
      title: body.title,
      description: body.description ?? '',
      ranked: body.ranked ?? false,
      visibility,
    });
    purges.add(listChangeKeys(id, user.username, { listed: visibility === 'public' }));
    return this.read(id, user);
  }

  /** The list as its reader may see it: 404 for a private list to anyone but its owner. */
  async read(id: string, viewer: UserRow | undefined): Promise<MemberList> {
    const row = await this.lists.find(id);
    if (
      !row ||
      !canSeeList(actorOf(viewer), { visibility: row.list.visibility, user: { _id: row.owner.id } })
    ) {
      throw new NotFoundException(LIST_NOT_FOUND);
    }
    return toMemberList(row, await this.lists.entries([id]));
  }

  /** The list, for a change by `user`: 404 when they cannot see it, 403 when not theirs. */
  private async owned(id: string, user: UserRow, may: typeof canEditList): Promise<ListWithOwner> {
    const row = await this.lists.find(id);
    const owned = row && { visibility: row.list.visibility, user: { _id: row.owner.id } };
    if (!row || !owned || (!canSeeList(actorOf(user), owned) && !may(actorOf(user), owned))) {
      throw new NotFoundException(LIST_NOT_FOUND);
    }
    if (!may(actorOf(user), owned)) throw new ForbiddenException(NOT_OWNER);
    return row;
  }

  async update(id: string, user: UserRow, body: UpdateListRequest, purges: PurgeKeys): Promise<MemberList> {
    const row = await this.owned(id, user, canEditList);
    await this.lists.update(id, body);
    const listed = row.list.visibility === 'public' || body.visibility === 'public';
    // A list turning public appears where it holds writeups; turning private, it leaves them.
    const writeupIds =
      body.visibility !== undefined && body.visibility !== row.list.visibility
        ? await this.lists.writeupIds(id)
        : [];
    purges.add(listChangeKeys(id, row.owner.username, { listed, writeupIds }));
    return this.read(id, user);
  }

  async remove(id: string, user: UserRow, purges: PurgeKeys): Promise<{ ok: true }> {
    const row = await this.owned(id, user, canDeleteList);
    const writeupIds = await this.lists.writeupIds(id);
    await this.lists.remove(id);
    purges.add(
      listChangeKeys(id, row.owner.username, { listed: row.list.visibility === 'public', writeupIds }),
    );
    return { ok: true };
  }

  async setEntries(
    id: string,
    user: UserRow,
    body: ListEntriesRequest,
    purges: PurgeKeys,
  ): Promise<MemberList> {
    const row = await this.owned(id, user, canEditList);
    const ids = body.entries.map((entry) => entry.writeup);
    if (new Set(ids).size !== ids.length)
      throw new BadRequestException('Each writeup can be on a list only once');
    const types = await this.lists.publishedTypes(ids);
    for (const writeupId of ids) {
      const type = types.get(writeupId);
      if (type === undefined) throw new BadRequestException(`${LIST_WRITEUP_NOT_FOUND}: ${writeupId}`);
      if (type === 'article') throw new BadRequestException('Only movies and series go on a list');
    }
    const before = await this.lists.writeupIds(id);
    await this.lists.replaceEntries(
      id,
      body.entries.map((entry) => ({
        writeupId: entry.writeup,
        note: entry.note ?? '',
        spoiler: entry.spoiler ?? false,
      })),
    );
    const changed = new Set([
      ...before.filter((w) => !ids.includes(w)),
      ...ids.filter((w) => !before.includes(w)),
    ]);
    purges.add(
      listChangeKeys(id, row.owner.username, {
        listed: row.list.visibility === 'public',
        writeupIds: row.list.visibility === 'public' ? changed : [],
      }),
    );
    return this.read(id, user);
  }

  async like(id: string, user: UserRow, liked: boolean): Promise<LikesResponse> {
    const row = await this.lists.find(id);
    const owned = row && { visibility: row.list.visibility, user: { _id: row.owner.id } };
    if (!row || !owned || !canSeeList(actorOf(user), owned)) throw new NotFoundException(LIST_NOT_FOUND);
    if (!canLikeList(actorOf(user), owned)) throw new BadRequestException(OWN_LIST);
    return { likes: await this.lists.setLike(id, user.id, liked) };
  }

  liked(user: UserRow, listIds: string[]): Promise<string[]> {
    return this.lists.likedBy(user.id, listIds);
  }

  private async page(scope: ListScope, sort: ListSort | 'updated', pageParam: unknown): Promise<ListsPage> {
    const window = pageWindow(
      normalisePageParam(pageParam),
      await this.lists.countLists(scope),
      LIST_LIMITS.pageSize,
    );
    const rows = await this.lists.pageOfLists(scope, sort, window.offset, window.pageSize);
    const entries = await this.lists.entries(
      rows.map((row) => row.list.id),
      LIST_LIMITS.preview,
    );
    return {
      lists: rows.map((row) =>
        toMemberList(
          row,
          entries.filter((entry) => entry.listId === row.list.id),
        ),
      ),
      page: window.page,
      totalPages: window.totalPages,
    };
  }

  publicLists(sort: ListSort | undefined, pageParam: unknown): Promise<ListsPage> {
    return this.page({ kind: 'public' }, sort ?? 'popular', pageParam);
  }

  async memberLists(username: string, pageParam: unknown): Promise<ListsPage> {
    const userId = await this.lists.memberId(username);
    if (!userId) throw new NotFoundException(NO_MEMBER);
    return this.page({ kind: 'owner', userId, publicOnly: true }, 'recent', pageParam);
  }

  myLists(user: UserRow, pageParam: unknown): Promise<ListsPage> {
    return this.page({ kind: 'owner', userId: user.id, publicOnly: false }, 'updated', pageParam);
  }

  async listsHolding(writeupId: string, pageParam: unknown): Promise<ListsPage> {
    const types = await this.lists.publishedTypes([writeupId]);
    if (!types.has(writeupId)) throw new NotFoundException(LIST_WRITEUP_NOT_FOUND);
    return this.page({ kind: 'holding', writeupId }, 'popular', pageParam);
  }
}
