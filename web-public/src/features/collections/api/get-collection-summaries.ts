import type { CollectionSummariesResponse } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { useQuery } from '@tanstack/react-query';

import { apiRead } from '../../../lib/api';

/** The collections page's first read: the server names it in the page for the browser to fetch early. */
export function getCollectionSummaries(signal?: AbortSignal): Promise<CollectionSummariesResponse> {
  return apiRead(reads.collectionSummaries(), signal);
}

export const useCollectionSummaries = () =>
  useQuery({
    queryKey: reads.collectionSummaries().key,
    queryFn: ({ signal }) => getCollectionSummaries(signal),
  });
