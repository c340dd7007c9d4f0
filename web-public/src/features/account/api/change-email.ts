import { changeEmail as changeEmailOp } from '@reviews/libs/api';
import type { ChangeEmailRequest, OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** a link goes to the new address, which counts once it is followed. */
export function changeEmail(request: ChangeEmailRequest): Promise<OkResponse> {
  return call(changeEmailOp, { body: request });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
