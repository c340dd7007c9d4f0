import type { Actor } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';

/** The signed-in user (undefined for a visitor) as the libs policies read them. */
export function actorOf(user: UserRow | undefined): Actor {
  return user && { _id: user.id, type: user.type };
}
