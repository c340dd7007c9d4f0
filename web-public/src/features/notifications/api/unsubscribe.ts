import { unsubscribeDigest } from '@reviews/libs/api';
import type { OkResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function unsubscribe(token: string): Promise<OkResponse> {
  return call(unsubscribeDigest, { body: { token } });
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
