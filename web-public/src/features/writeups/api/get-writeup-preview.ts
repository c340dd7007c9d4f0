import { previewWriteup as previewWriteupOp } from '@reviews/libs/api';
import type { WriteupPreview } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** The editor's read of a writeup, drafts too (its author and root): personal, never cached. */
export function getWriteupPreview(id: string, signal?: AbortSignal): Promise<WriteupPreview> {
  return call(previewWriteupOp, { path: { id } }, signal);
}

/** Always asked again: the preview shows the latest save. */
export const useWriteupPreview = (id: string) =>
  useQuery({
    queryKey: previewWriteupOp.key({ path: { id } }),
    queryFn: ({ signal }) => getWriteupPreview(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
