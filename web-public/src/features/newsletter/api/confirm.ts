import { confirmNewsletter } from '@reviews/libs/api';
import type { NewsletterConfirmRequest, OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function confirm(request: NewsletterConfirmRequest): Promise<OkResponse> {
  return call(confirmNewsletter, { body: request });
}

export const useConfirm = () => useMutation({ mutationFn: confirm });
