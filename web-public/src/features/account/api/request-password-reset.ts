import { requestPasswordReset as requestPasswordResetOp } from '@reviews/libs/api';
import type { OkResponse, PasswordResetRequest } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** the same answer whether or not the address has an account. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<OkResponse> {
  return call(requestPasswordResetOp, { body: request });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
