import type { LikesResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

export type LikeKind = 'writeup' | 'comment';

/** PUT (like) or DELETE (take back) /api/{kind}/{id}/like: the count after. */
export function setLike(kind: LikeKind, id: string, liked: boolean): Promise<LikesResponse> {
  return apiSend<LikesResponse>(liked ? 'PUT' : 'DELETE', `/api/${kind}/${encodeURIComponent(id)}/like`);
}

export const useSetLike = (kind: LikeKind, id: string) =>
  useMutation({ mutationFn: (liked: boolean) => setLike(kind, id, liked) });
