import { resendVerification as resendVerificationOp } from '@reviews/libs/api';
import type { OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** a new link to the signed-in user's address. */
export function resendVerification(): Promise<OkResponse> {
  return call(resendVerificationOp, {});
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
