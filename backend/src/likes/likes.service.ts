import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { LikesResponse, MyLikesResponse } from '@reviews/libs/contract';
import { canLike } from '@reviews/libs/rules';

import { actorOf } from '../common/actor';
import { DiaryService } from '../diary';
import { COMMENT_NOT_FOUND, WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import type { UserRow } from '../database/schema';
import { LikesRepository } from './likes.repository';

const OWN_WRITEUP = 'You cannot like your own writeup';
const OWN_COMMENT = 'You cannot like your own comment';

/**
 * product.md §12: members like published writeups and visible comments of others. A like purges
 * nothing: public answers carry counts that may lag (LIKE_COUNT_LAG_S), and what a member likes
 * comes from `GET /api/me/likes`.
 */
@Injectable()
export class LikesService {
  constructor(
    private readonly likes: LikesRepository,
    private readonly diary: DiaryService,
  ) {}

  async likeWriteup(id: string, user: UserRow, liked: boolean): Promise<LikesResponse> {
    const author = await this.likes.publishedWriteupAuthor(id);
    if (author === undefined) throw new NotFoundException(WRITEUP_NOT_FOUND);
    if (!canLike(actorOf(user), author)) throw new BadRequestException(OWN_WRITEUP);
    return { likes: await this.likes.setWriteupLike(id, author, user.id, liked) };
  }

  async likeComment(id: string, user: UserRow, liked: boolean): Promise<LikesResponse> {
    const target = await this.likes.visibleCommentAuthor(id);
    if (target === undefined) throw new NotFoundException(COMMENT_NOT_FOUND);
    if (!canLike(actorOf(user), target.authorId)) throw new BadRequestException(OWN_COMMENT);
    return { likes: await this.likes.setCommentLike(id, target, user.id, liked) };
  }

  /** `logIds` asked (product.md §15): the answer adds `logs`. */
  async mine(
    user: UserRow,
    writeupIds: string[],
    commentIds: string[],
    logIds?: string[],
  ): Promise<MyLikesResponse> {
    const liked = await this.likes.likedBy(user.id, writeupIds, commentIds);
    return logIds === undefined ? liked : { ...liked, logs: await this.diary.mine(user, logIds) };
  }
}
