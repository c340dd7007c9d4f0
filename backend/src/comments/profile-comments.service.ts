import { Injectable } from '@nestjs/common';
import { COMMENT_EXCERPT_MAX, PAGE_SIZES } from '@reviews/libs/constants';
import type { ProfileComment, ProfileCommentsResponse } from '@reviews/libs/contract';
import { normalisePageParam, pageWindow } from '@reviews/libs/rules';

import { plainText, summary } from '../seo';
import { userNotFound } from '../users';
import { type ProfileCommentRow, ProfileCommentsRepository } from './profile-comments.repository';

/** Spoiler-safe (product.md §12): a spoiler comment shows no text, others lose their `||spoilers||`. */
function toProfileComment(row: ProfileCommentRow): ProfileComment {
  const { id, type, slug, title, season } = row.writeup;
  return {
    _id: row.id,
    excerpt: row.spoiler ? '' : summary(plainText(row.content), COMMENT_EXCERPT_MAX),
    spoiler: row.spoiler,
    created: row.created.toISOString(),
    writeup: { _id: id, type, slug, title, season },
  };
}

/** A member's recent comments on their public profile. */
@Injectable()
export class ProfileCommentsService {
  constructor(private readonly comments: ProfileCommentsRepository) {}

  /** GET /api/user/:username/comments */
  async list(username: string, page: string | undefined): Promise<ProfileCommentsResponse> {
    const userId = await this.comments.userIdOf(username);
    if (!userId) throw userNotFound();
    const window = pageWindow(
      normalisePageParam(page),
      await this.comments.countPublic(userId),
      PAGE_SIZES.profileComments,
    );
    const rows = await this.comments.publicPage(userId, window.offset, window.pageSize);
    const { page: shown, totalPages, totalMatched, pageSize } = window;
    return { comments: rows.map(toProfileComment), page: shown, totalPages, totalMatched, pageSize };
  }
}
