import { whoami } from '@reviews/libs/api';
import type { User } from '@reviews/libs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useUserStore } from '../stores/user-store';

/** The query that asks the server who is signed in. */
export const whoamiQueryKey = whoami.key();

/**
 * Records who is signed in after a sign-in, profile save, logout or account deletion: the user
 * store (what the pages read) and the whoami answer kept in the query cache agree.
 */
export function useSetSessionUser(): (user: User | null) => void {
  const queryClient = useQueryClient();
  const setUser = useUserStore((state) => state.setUser);
  return useCallback(
    (user: User | null) => {
      setUser(user);
      queryClient.setQueryData(whoamiQueryKey, user);
    },
    [queryClient, setUser],
  );
}
