import { subscribeNewsletter } from '@reviews/libs/api';
import type { NewsletterSubscribeRequest, OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** The same answer whether or not the address is subscribed (product.md §18). */
export function subscribe(request: NewsletterSubscribeRequest): Promise<OkResponse> {
  return call(subscribeNewsletter, { body: request });
}

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
