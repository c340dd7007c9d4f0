import { reportLog } from '@reviews/libs/api';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** POST /api/log/{id}/report: a member reports another member's entry to the moderators. */
export const useReportLog = (id: string) =>
  useMutation({ mutationFn: (reason: string) => call(reportLog, { path: { id }, body: { reason } }) });
