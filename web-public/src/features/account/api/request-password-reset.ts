import type { OkResponse, PasswordResetRequest } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<OkResponse> {
  return apiSend<OkResponse>('POST', '/api/auth/password-reset', request);
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
