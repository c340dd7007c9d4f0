import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { LikesResponse, MyLikesResponse } from '@reviews/libs/contract';
import { canLike } from '@reviews/libs/rules';
import { isUUID } from 'class-validator';

import { actorOf } from '../common/actor';
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
  constructor(private readonly likes: LikesRepository) {}

  async likeWriteup(id: string, user: UserRow, liked: boolean): Promise<LikesResponse> {
    const author = isUUID(id) ? await this.likes.publishedWriteupAuthor(id) : undefined;
    if (author === undefined) throw new NotFoundException('Writeup not found');
    if (!canLike(actorOf(user), author)) throw new BadRequestException(OWN_WRITEUP);
    return { likes: await this.likes.setWriteupLike(id, user.id, liked) };
  }

  async likeComment(id: string, user: UserRow, liked: boolean): Promise<LikesResponse> {
    const author = isUUID(id) ? await this.likes.visibleCommentAuthor(id) : undefined;
    if (author === undefined) throw new NotFoundException('Comment not found');
    if (!canLike(actorOf(user), author)) throw new BadRequestException(OWN_COMMENT);
    return { likes: await this.likes.setCommentLike(id, user.id, liked) };
  }

  mine(user: UserRow, writeupIds: string[], commentIds: string[]): Promise<MyLikesResponse> {
    return this.likes.likedBy(user.id, writeupIds, commentIds);
  }
}
