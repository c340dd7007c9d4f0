import type { User, VerifyEmailRequest } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiGet, apiSend } from '../../../lib/api';

/**
 * POST /api/auth/verify-email, then who is signed in now (the address, or its verified mark,
 * has changed; null when the link was opened in a browser that is not signed in).
 */
export async function verifyEmail(request: VerifyEmailRequest): Promise<User | null> {
  await apiSend('POST', '/api/auth/verify-email', request);
  return apiGet<User | null>('/api/whoami');
}

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
