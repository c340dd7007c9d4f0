import { deleteLog, logWatch, setLogVisibility, updateLog } from '@reviews/libs/api';
import type { LogEntry, LogRequest } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { invalidateMyState } from '../../../lib/my-state';
import { diaryQueryPrefix } from './get-diary';
import { logQueryPrefix } from './get-log';
import { reviewsQueryPrefix } from './get-writeup-reviews';

/** After a change the diaries, reviews and entries shown read again; a log also moves my watchlist and rating. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: diaryQueryPrefix }),
      queryClient.invalidateQueries({ queryKey: reviewsQueryPrefix }),
      queryClient.invalidateQueries({ queryKey: logQueryPrefix }),
      invalidateMyState(queryClient),
    ]);
}

/** POST /api/writeup/{id}/log: a new entry. */
export function useLogWatch(writeupId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LogRequest): Promise<LogEntry> => call(logWatch, { path: { id: writeupId }, body }),
    onSuccess: refresh,
  });
}

/** PATCH /api/log/{id}: the author changes their entry. */
export function useUpdateLog(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LogRequest): Promise<LogEntry> => call(updateLog, { path: { id }, body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/log/{id}: the author or root. */
export function useDeleteLog(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(deleteLog, { path: { id } }),
    onSuccess: refresh,
  });
}

/** PATCH /api/log/{id}/visibility: moderators hide or restore an entry. */
export function useSetLogVisibility(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (hidden: boolean): Promise<LogEntry> =>
      call(setLogVisibility, { path: { id }, body: { hidden } }),
    onSuccess: refresh,
  });
}
