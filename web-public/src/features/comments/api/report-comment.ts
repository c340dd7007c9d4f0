import { reportComment as reportCommentOp } from '@reviews/libs/api';
import type { ReportRequest } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { myReportsQueryKey } from './get-my-reports';

export function reportComment(commentId: string, reason: string): Promise<unknown> {
  const body: ReportRequest = { reason };
  return call(reportCommentOp, { path: { id: commentId }, body });
}

/** product.md §10: a member reports another member's comment to the moderators. */
export function useReportComment(writeupId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: string; reason: string }) =>
      reportComment(commentId, reason),
    onSuccess: (_answer, { commentId }) =>
      queryClient.setQueryData<string[]>(myReportsQueryKey(writeupId, userId), (reported = []) => [
        ...reported,
        commentId,
      ]),
  });
}
