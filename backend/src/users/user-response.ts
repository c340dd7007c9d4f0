import type { User } from '@reviews/libs/contract';

import type { UserRow } from '../database/schema';

/** The picture, else the identity provider's picture, else none. */
export function userAvatar(row: Pick<UserRow, 'picture' | 'thirdPartyPicture'>): string | null {
  return row.picture || row.thirdPartyPicture || null;
}

/** The API shape of a user; the e-mail only for root and for the user themself. */
export function toUserResponse(row: UserRow, viewer: UserRow | undefined): User {
  const showEmail = viewer !== undefined && (viewer.type === 'root' || viewer.id === row.id);
  return {
    _id: row.id,
    username: row.username,
    ...(showEmail && row.email !== null ? { email: row.email } : {}),
    picture: row.picture,
    bio: row.bio,
    favoriteMovie: row.favoriteMovie,
    favoriteShow: row.favoriteShow,
    watching: row.watching,
    created: row.created.toISOString(),
    type: row.type,
    loginType: row.loginType,
    thirdPartyPicture: row.thirdPartyPicture,
    avatar: userAvatar(row),
  };
}
