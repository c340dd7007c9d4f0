import {
  likeComment,
  likeList,
  likeLog,
  likeWriteup,
  unlikeComment,
  unlikeList,
  unlikeLog,
  unlikeWriteup,
} from '@reviews/libs/api';
import type { LikesResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export type LikeKind = 'writeup' | 'comment' | 'log' | 'list';

const LIKE_OPERATIONS = {
  writeup: { like: likeWriteup, unlike: unlikeWriteup },
  comment: { like: likeComment, unlike: unlikeComment },
  log: { like: likeLog, unlike: unlikeLog },
  list: { like: likeList, unlike: unlikeList },
};

/** A like, or taking it back: the count after. */
export function setLike(kind: LikeKind, id: string, liked: boolean): Promise<LikesResponse> {
  const operations = LIKE_OPERATIONS[kind];
  return call(liked ? operations.like : operations.unlike, { path: { id } });
}

export const useSetLike = (kind: LikeKind, id: string) =>
  useMutation({ mutationFn: (liked: boolean) => setLike(kind, id, liked) });
