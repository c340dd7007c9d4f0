import type { OkResponse, PasswordResetConfirmRequest } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** POST /api/auth/password-reset/confirm: sets the password and ends every session of the account. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<OkResponse> {
  return apiSend<OkResponse>('POST', '/api/auth/password-reset/confirm', request);
}

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
