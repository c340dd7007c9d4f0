import type { CancelEmailChangeRequest, OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** POST /api/auth/email-change/cancel: the link e-mailed to the old address voids the change. */
export function cancelEmailChange(request: CancelEmailChangeRequest): Promise<OkResponse> {
  return apiSend<OkResponse>('POST', '/api/auth/email-change/cancel', request);
}

export const useCancelEmailChange = () => useMutation({ mutationFn: cancelEmailChange });
