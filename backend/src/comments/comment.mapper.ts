import type { Comment } from '@reviews/libs/contract';

import type { CommentRow, UserRow } from '../database/schema';
import { markdownHtml } from '../markdown/markdown-html';
import { userAvatar } from '../users';

export type CommentAuthor = Pick<UserRow, 'id' | 'username' | 'picture' | 'thirdPartyPicture'>;

/**
 * The API shape of a comment; `edited` appears once its owner has changed it, `hidden` on a
 * hidden comment (only its author and moderators are answered it).
 */
export function toCommentResponse(row: CommentRow, author: CommentAuthor): Comment {
  return {
    _id: row.id,
    content: row.content,
    contentHtml: row.contentHtml ?? markdownHtml(row.content),
    user: { _id: author.id, username: author.username, avatar: userAvatar(author) },
    created: row.created.toISOString(),
    replyTo: row.replyTo,
    likes: row.likes,
    spoiler: row.spoiler,
    ...(row.edited ? { edited: true } : {}),
    ...(row.hidden ? { hidden: true } : {}),
  };
}
