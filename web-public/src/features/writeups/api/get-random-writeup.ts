import type { Writeup } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export function getRandomWriteup(signal?: AbortSignal): Promise<Writeup> {
  return apiGet<Writeup>('/api/writeup/random', undefined, signal);
}

/** A fresh random review every time a screen asks for one. */
export const useRandomWriteup = () =>
  useQuery({
    queryKey: ['writeups', 'random'],
    queryFn: ({ signal }) => getRandomWriteup(signal),
    staleTime: 0,
    gcTime: 0,
  });
