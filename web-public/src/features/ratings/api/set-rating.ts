import { rateWriteup, unrateWriteup } from '@reviews/libs/api';
import type { AudienceScoreResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** My score of the writeup (null takes it back): its audience score after. */
export function setRating(id: string, score: number | null): Promise<AudienceScoreResponse> {
  return score === null
    ? call(unrateWriteup, { path: { id } })
    : call(rateWriteup, { path: { id }, body: { score } });
}

export const useSetRating = (id: string) =>
  useMutation({ mutationFn: (score: number | null) => setRating(id, score) });
