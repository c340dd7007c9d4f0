import { confirmPasswordReset as confirmPasswordResetOp } from '@reviews/libs/api';
import type { OkResponse, PasswordResetConfirmRequest } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** sets the password and ends every session of the account. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<OkResponse> {
  return call(confirmPasswordResetOp, { body: request });
}

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
