import type { OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** POST /api/auth/verify-email/resend: a new link to the signed-in user's address. */
export function resendVerification(): Promise<OkResponse> {
  return apiSend<OkResponse>('POST', '/api/auth/verify-email/resend');
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
