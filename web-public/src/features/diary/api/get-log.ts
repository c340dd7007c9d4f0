import { getLog as getLogOp } from '@reviews/libs/api';
import type { LogEntry } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { useQuery } from '@tanstack/react-query';

import { apiRead, isClientError } from '../../../lib/api';

/** One diary entry (product.md §15); a hidden one only for its author and moderators. */
export const useLog = (id: string) => {
  const read = reads.log(id);
  return useQuery({
    queryKey: read.key,
    queryFn: ({ signal }): Promise<LogEntry> => apiRead(read, signal),
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
};

export const logQueryPrefix = [getLogOp.operationId];
