import type { ChangePasswordRequest, User } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** PUT /api/user/password: answers the user; the other sessions of the account have ended. */
export function changePassword(request: ChangePasswordRequest): Promise<User> {
  return apiSend<User>('PUT', '/api/user/password', request);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
