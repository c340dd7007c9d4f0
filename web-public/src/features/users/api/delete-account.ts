import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** DELETE /api/user/: removes the signed-in user's account and ends the session. */
export function deleteAccount(): Promise<unknown> {
  return apiSend('DELETE', '/api/user/');
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
