import type { ReportRequest } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

export function reportComment(commentId: string, reason: string): Promise<unknown> {
  const body: ReportRequest = { reason };
  return apiSend('POST', `/api/comment/${encodeURIComponent(commentId)}/report`, body);
}

/** product.md §10: a member reports another member's comment to the moderators. */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: string; reason: string }) =>
      reportComment(commentId, reason),
  });
}
