import { cancelEmailChange as cancelEmailChangeOp } from '@reviews/libs/api';
import type { CancelEmailChangeRequest, OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** the link e-mailed to the old address voids the change. */
export function cancelEmailChange(request: CancelEmailChangeRequest): Promise<OkResponse> {
  return call(cancelEmailChangeOp, { body: request });
}

export const useCancelEmailChange = () => useMutation({ mutationFn: cancelEmailChange });
