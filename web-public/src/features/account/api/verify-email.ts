import { verifyEmail as verifyEmailOp, whoami } from '@reviews/libs/api';
import type { User, VerifyEmailRequest } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/**
 * Confirms the address, then who is signed in now (the address, or its verified mark,
 * has changed; null when the link was opened in a browser that is not signed in).
 */
export async function verifyEmail(request: VerifyEmailRequest): Promise<User | null> {
  await call(verifyEmailOp, { body: request });
  return call(whoami, {});
}

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
