import { ForbiddenException } from '@nestjs/common';

import type { UserRow } from '../database/schema';

export const ACCOUNT_SUSPENDED = 'This account is suspended';

/** product.md §10: a suspended member cannot sign in, by password or identity provider. */
export function assertMaySignIn(user: Pick<UserRow, 'suspended'>): void {
  if (user.suspended) throw new ForbiddenException(ACCOUNT_SUSPENDED);
}

/** The signed-in user a request acts as: nobody for a suspended account, whatever session it holds. */
export function activeUser(user: UserRow | undefined): UserRow | undefined {
  return user?.suspended ? undefined : user;
}
