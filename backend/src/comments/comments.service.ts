import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Comment, MyCommentsResponse } from '@reviews/libs/contract';
import { canDeleteComment, canEditComment, canSeeComment } from '@reviews/libs/rules';

import { isUUID } from 'class-validator';

import { actorOf } from '../common/actor';
import type { UserRow } from '../database/schema';
import { toCommentResponse } from './comment.mapper';
import { CommentsRepository } from './comments.repository';

const WRITEUP_NOT_FOUND = 'Writeup not found';
const COMMENT_NOT_FOUND = 'Comment not found';

@Injectable()
export class CommentsService {
  constructor(private readonly comments: CommentsRepository) {}

  /**
   * The comments of a writeup the viewer can see, oldest first; 404 for any other writeup.
   * Hidden comments only for moderators: a member's public read is a visitor's (product.md §7),
   * so their own hidden ones come from ownHidden.
   */
  async list(writeupId: string, viewer: UserRow | undefined): Promise<Comment[]> {
    const rows = isUUID(writeupId) ? await this.comments.listForVisibleWriteup(writeupId, viewer) : undefined;
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
    const rows = await this.comments.ownHiddenOnVisibleWriteup(writeupId, user);
    if (!rows) throw new NotFoundException(WRITEUP_NOT_FOUND);
    return { comments: rows.map(({ comment, author }) => toCommentResponse(comment, author)) };
  }

  /** Comments go only on published writeups (product.md §5). */
  async create(writeupId: string, content: string, user: UserRow): Promise<Comment> {
    if (!isUUID(writeupId) || !(await this.comments.writeupPublished(writeupId))) {
      throw new NotFoundException(WRITEUP_NOT_FOUND);
    }
    const row = await this.comments.insert({ writeupId, userId: user.id, content });
    return toCommentResponse(row, user);
  }

  async edit(id: string, content: string, user: UserRow): Promise<Comment> {
    const found = isUUID(id) ? await this.comments.findById(id) : undefined;
    if (!found) throw new NotFoundException(COMMENT_NOT_FOUND);
    if (!canEditComment(actorOf(user), { user: { _id: found.author.id } })) {
      throw new ForbiddenException('Only the author of a comment may edit it');
    }
    const row = await this.comments.updateContent(id, content);
    return toCommentResponse(row, found.author);
  }

  async delete(id: string, user: UserRow): Promise<void> {
    if (!canDeleteComment(user)) throw new ForbiddenException('Only root may delete comments');
    if (!isUUID(id) || !(await this.comments.delete(id))) throw new NotFoundException(COMMENT_NOT_FOUND);
  }
}
