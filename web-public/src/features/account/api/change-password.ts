import { changePassword as changePasswordOp } from '@reviews/libs/api';
import type { ChangePasswordRequest, User } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** answers the user; the other sessions of the account have ended. */
export function changePassword(request: ChangePasswordRequest): Promise<User> {
  return call(changePasswordOp, { body: request });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
