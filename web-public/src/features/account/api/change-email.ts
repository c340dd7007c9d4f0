import type { ChangeEmailRequest, OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** PUT /api/user/email: a link goes to the new address, which counts once it is followed. */
export function changeEmail(request: ChangeEmailRequest): Promise<OkResponse> {
  return apiSend<OkResponse>('PUT', '/api/user/email', request);
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
