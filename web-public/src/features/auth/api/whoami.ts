import { whoami } from '@reviews/libs/api';
import type { User } from '@reviews/libs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { call } from '../../../lib/api';
import { refreshInlineAnswersFor } from '../../../lib/inline-answers';
import { whoamiQueryKey } from '../../../lib/session';
import { useUserStore } from '../../../stores/user-store';

export function getWhoami(signal?: AbortSignal): Promise<User | null> {
  return call(whoami, {}, signal);
}

/** Asks the server who is signed in once at start and records the answer in the user store. */
export function useWhoami(): void {
  const initialise = useUserStore((state) => state.initialise);
  const queryClient = useQueryClient();
  const { data, isError, isSuccess } = useQuery({
    queryKey: whoamiQueryKey,
    queryFn: ({ signal }) => getWhoami(signal),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (isSuccess) {
      initialise(data ?? null);
      refreshInlineAnswersFor(queryClient, data ?? null);
    } else if (isError) initialise(useUserStore.getState().user);
  }, [data, isError, isSuccess, initialise, queryClient]);
}
