import { getRandomWriteup as getRandomWriteupOp } from '@reviews/libs/api';
import type { Writeup } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function getRandomWriteup(signal?: AbortSignal): Promise<Writeup> {
  return call(getRandomWriteupOp, {}, signal);
}

/** A fresh random review every time a screen asks for one. */
export const useRandomWriteup = () =>
  useQuery({
    queryKey: getRandomWriteupOp.key(),
    queryFn: ({ signal }) => getRandomWriteup(signal),
    staleTime: 0,
    gcTime: 0,
  });
