import { unsubscribeNewsletter } from '@reviews/libs/api';
import type { NewsletterUnsubscribeRequest, OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function unsubscribe(request: NewsletterUnsubscribeRequest): Promise<OkResponse> {
  return call(unsubscribeNewsletter, { body: request });
}

/** The hook takes the link's token alone. */
export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => unsubscribe({ token }) });
