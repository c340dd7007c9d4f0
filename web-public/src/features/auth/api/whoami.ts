import { getMyPage, whoami } from '@reviews/libs/api';
import type { MyPageResponse, User } from '@reviews/libs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { call, errorStatus } from '../../../lib/api';
import { refreshInlineAnswersFor } from '../../../lib/inline-answers';
import { myStateQueryKey, queryOf, useTakePageLoadAsk } from '../../../lib/my-state';
import {
  carriesSignedInMarker,
  forgetSignedInMarker,
  unreadCountQueryKey,
  whoamiQueryKey,
} from '../../../lib/session';
import { useUserStore } from '../../../stores/user-store';

export function getWhoami(signal?: AbortSignal): Promise<User | null> {
  return call(whoami, {}, signal);
}

/** The page load's one personal call: asked once per page load, never again on its own. */
const pageLoadKey = [getMyPage.operationId, 'page load'] as const;

/**
 * Finds out who is signed in once at start, and records it in the user store (product.md §14).
 * A reader without the signed-in marker is a visitor: nothing is asked. A member's page load asks
 * GET /api/me/page once, with the state the page asks for (its first MyStateScope, rendered
 * before this), and files its parts where whoami, the bell and the page's state read them, so
 * none of them asks on its own.
 */
export function useSessionOnPageLoad(): void {
  const initialise = useUserStore((state) => state.initialise);
  const queryClient = useQueryClient();
  const [signedIn] = useState(carriesSignedInMarker);
  const ask = useTakePageLoadAsk();
  const [query] = useState(() => ({ ask, params: queryOf(ask) }));
  const { data, error, isError, isSuccess } = useQuery({
    queryKey: pageLoadKey,
    queryFn: ({ signal }) => call(getMyPage, { query: query.params }, signal),
    enabled: signedIn,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (!signedIn) {
      queryClient.setQueryData(whoamiQueryKey, null);
      initialise(null);
    } else if (isSuccess) {
      file(queryClient, data, query.ask);
      initialise(data.user);
      refreshInlineAnswersFor(queryClient, data.user);
    } else if (isError) {
      // A 401: the session ended (expired, signed out elsewhere); the marker goes with it.
      if (errorStatus(error) === 401) {
        forgetSignedInMarker();
        queryClient.setQueryData(whoamiQueryKey, null);
        initialise(null);
      } else initialise(useUserStore.getState().user);
    }
  }, [signedIn, data, error, isError, isSuccess, initialise, queryClient, query]);
}

function file(
  queryClient: ReturnType<typeof useQueryClient>,
  answer: MyPageResponse,
  ask: Parameters<typeof myStateQueryKey>[1],
): void {
  queryClient.setQueryData(whoamiQueryKey, answer.user);
  queryClient.setQueryData(unreadCountQueryKey(answer.user._id), answer.unread);
  queryClient.setQueryData(myStateQueryKey(answer.user._id, ask), answer.state);
}
