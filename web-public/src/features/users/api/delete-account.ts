import { deleteAccount as deleteAccountOp } from '@reviews/libs/api';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** Removes the signed-in user's account and ends the session. */
export function deleteAccount(): Promise<unknown> {
  return call(deleteAccountOp, {});
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
