import { getDiary as getDiaryOp } from '@reviews/libs/api';
import type { LogEntriesPage } from '@reviews/libs/contract';
import { type DiaryQuery, reads } from '@reviews/libs/page-reads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRead, isClientError } from '../../../lib/api';

/** A member's diary (product.md §15), the same for everyone: the page's first read. */
export const useDiary = (username: string, query: DiaryQuery) => {
  const read = reads.diary(username, query);
  return useQuery({
    queryKey: read.key,
    queryFn: ({ signal }): Promise<LogEntriesPage> => apiRead(read, signal),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
};

/** Every diary read, asked again after a log of mine. */
export const diaryQueryPrefix = [getDiaryOp.operationId];
