import { reportComment as reportCommentOp } from '@reviews/libs/api';
import type { ReportRequest } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { useUpdateMyState } from '../../../lib/my-state';

export function reportComment(commentId: string, reason: string): Promise<unknown> {
  const body: ReportRequest = { reason };
  return call(reportCommentOp, { path: { id: commentId }, body });
}

/** product.md §10: a member reports another member's comment to the moderators. */
export function useReportComment() {
  const update = useUpdateMyState();
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: string; reason: string }) =>
      reportComment(commentId, reason),
    onSuccess: (_answer, { commentId }) =>
      update((state) => ({ ...state, reports: { comments: [...state.reports.comments, commentId] } })),
  });
}
