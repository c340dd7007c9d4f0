import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Comment, MyCommentsResponse, NewCommentRequest } from '@reviews/libs/contract';
import { canDeleteComment, canEditComment, canSeeComment } from '@reviews/libs/rules';

import { actorOf } from '../common/actor';
import { COMMENT_NOT_FOUND, WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import type { UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import { toCommentResponse } from './comment.mapper';
import { commentCountKeys, commentEditKeys } from './comments.cache-keys';
import { CommentsRepository } from './comments.repository';

@Injectable()
export class CommentsService {
  constructor(private readonly comments: CommentsRepository) {}

  /**
   * The comments of a writeup the viewer can see, oldest first; 404 for any other writeup.
   * Hidden comments only for moderators: a member's public read is a visitor's (product.md §7),
   * so their own hidden ones come from ownHidden.
   */
  async list(writeupId: string, viewer: UserRow | undefined): Promise<Comment[]> {
    const rows = await this.comments.listForVisibleWriteup(writeupId, viewer);
    if (!rows) throw new NotFoundException(WRITEUP_NOT_FOUND);
    return rows
      .map(({ comment, author }) => toCommentResponse(comment, author))
      .filter((comment) => canSeeComment(actorOf(viewer), comment));
  }

  /**
   * product.md §7: what the public list leaves out for its author (their hidden comments), asked
   * apart so that the list stays the same for every member; 404 for a writeup they cannot see.
   */
  async ownHidden(writeupId: string, user: UserRow): Promise<MyCommentsResponse> {
    const mine = await this.ownHiddenIfVisible(writeupId, user);
    if (!mine) throw new NotFoundException(WRITEUP_NOT_FOUND);
    return mine;
  }

  /** As ownHidden, with undefined for a writeup they cannot see (GET /api/me/state leaves it out). */
  async ownHiddenIfVisible(writeupId: string, user: UserRow): Promise<MyCommentsResponse | undefined> {
    const rows = await this.comments.ownHiddenOnVisibleWriteup(writeupId, user);
    return rows && { comments: rows.map(({ comment, author }) => toCommentResponse(comment, author)) };
  }

  /**
   * Comments go only on published writeups (product.md §5). A reply (§12) answers a visible
   * comment of the same writeup and joins its thread: replies are one level deep. The author of
   * the comment answered is notified, unless they answered themselves.
   */
  async create(writeupId: string, body: NewCommentRequest, user: UserRow): Promise<Comment> {
    if (!(await this.comments.writeupPublished(writeupId))) throw new NotFoundException(WRITEUP_NOT_FOUND);
    const answered = body.replyTo ? await this.comments.findById(body.replyTo) : undefined;
    if (
      body.replyTo &&
      (!answered ||
        answered.comment.writeupId !== writeupId ||
        !canSeeComment(actorOf(user), toCommentResponse(answered.comment, answered.author)))
    ) {
      throw new BadRequestException('replyTo must name a comment of the same writeup');
    }
    const row = await this.comments.insert(
      {
        writeupId,
        userId: user.id,
        content: body.content,
        spoiler: body.spoiler ?? false,
        replyTo: answered ? (answered.comment.replyTo ?? answered.comment.id) : null,
      },
      answered && answered.author.id !== user.id ? answered.author.id : undefined,
    );
    return toCommentResponse(row, user);
  }

  async edit(id: string, content: string, user: UserRow, purge: PurgeKeys): Promise<Comment> {
    const found = await this.comments.findById(id);
    if (!found) throw new NotFoundException(COMMENT_NOT_FOUND);
    if (!canEditComment(actorOf(user), { user: { _id: found.author.id } })) {
      throw new ForbiddenException('Only the author of a comment may edit it');
    }
    const row = await this.comments.updateContent(id, content);
    purge.add(commentEditKeys(found.comment.writeupId));
    return toCommentResponse(row, found.author);
  }

  async delete(id: string, user: UserRow, purge: PurgeKeys): Promise<void> {
    if (!canDeleteComment(user)) throw new ForbiddenException('Only root may delete comments');
    const writeupId = await this.comments.delete(id);
    if (writeupId === undefined) throw new NotFoundException(COMMENT_NOT_FOUND);
    purge.add(commentCountKeys(writeupId));
  }
}
