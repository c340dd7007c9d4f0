import { AVATAR_SIZES } from '@reviews/libs/constants';
import type { User } from '@reviews/libs/contract';
import { canManageUsers, canSeeEmail, resizeProviderPicture } from '@reviews/libs/rules';

import { actorOf } from '../common/actor';
import type { UserRow } from '../database/schema';
import { markdownHtml } from '../markdown/markdown-html';

/** The picture, else the identity provider's picture at the largest avatar size, else none. */
export function userAvatar(row: Pick<UserRow, 'picture' | 'thirdPartyPicture'>): string | null {
  if (row.picture) return row.picture;
  return row.thirdPartyPicture ? resizeProviderPicture(row.thirdPartyPicture, AVATAR_SIZES.large) : null;
}

/**
 * The API shape of a user; the e-mail only for root and for the user themself, suspension for
 * root, preferences (product.md §13) for the user themself only.
 */
export function toUserResponse(row: UserRow, viewer: UserRow | undefined): User {
  const showEmail = canSeeEmail(actorOf(viewer), { _id: row.id });
  return {
    _id: row.id,
    username: row.username,
    ...(showEmail && row.email !== null ? { email: row.email } : {}),
    ...(showEmail ? { emailVerified: row.emailVerified } : {}),
    picture: row.picture,
    bio: row.bio,
    bioHtml: row.bioHtml ?? markdownHtml(row.bio),
    favoriteMovie: row.favoriteMovie,
    favoriteShow: row.favoriteShow,
    watching: row.watching,
    created: row.created.toISOString(),
    type: row.type,
    loginType: row.loginType,
    thirdPartyPicture: row.thirdPartyPicture,
    avatar: userAvatar(row),
    ...(canManageUsers(viewer) && row.suspended ? { suspended: true } : {}),
    ...(viewer?.id === row.id ? { watchlistPublic: row.watchlistPublic, emailDigest: row.emailDigest } : {}),
  };
}
