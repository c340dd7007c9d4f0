import { getWriteupReviews as getWriteupReviewsOp } from '@reviews/libs/api';
import type { LogEntriesPage } from '@reviews/libs/contract';
import { reads, type ReviewsQuery } from '@reviews/libs/page-reads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRead, isClientError } from '../../../lib/api';

/** A writeup's members' reviews (product.md §15), most liked or newest first. */
export const useWriteupReviews = (writeupId: string, query: ReviewsQuery) => {
  const read = reads.writeupReviews(writeupId, query);
  return useQuery({
    queryKey: read.key,
    queryFn: ({ signal }): Promise<LogEntriesPage> => apiRead(read, signal),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
};

export const reviewsQueryPrefix = [getWriteupReviewsOp.operationId];
