import { getMyFeed } from '@reviews/libs/api';
import type { FeedResponse } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function getFeed(page: number, signal?: AbortSignal): Promise<FeedResponse> {
  return call(getMyFeed, { query: { page } }, signal);
}

/** Personal: keyed by the member too, so another member signing in never sees it. */
export const useFeed = (userId: string, page: number) =>
  useQuery({
    queryKey: [getMyFeed.key({ query: { page } }), userId],
    queryFn: ({ signal }) => getFeed(page, signal),
    placeholderData: keepPreviousData,
  });
