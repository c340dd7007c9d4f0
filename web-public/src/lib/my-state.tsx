import { getMyState } from '@reviews/libs/api';
import { LIMITS } from '@reviews/libs/constants';
import type { MyStateResponse } from '@reviews/libs/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

import { useCurrentUser } from '../stores/user-store';
import { call } from './api';

/**
 * What a page asks GET /api/me/state about: its cards (`writeups`), the writeup whose comments
 * it shows (`thread`: the server finds the comments, so the page need not wait for them) and the
 * members it shows (`users`).
 */
export interface MyStateAsk {
  writeups?: string[];
  thread?: string;
  users?: string[];
}

export const EMPTY_MY_STATE: MyStateResponse = {
  likes: { writeups: [], comments: [] },
  ratings: { ratings: {} },
  watchlist: { watchlist: {} },
  comments: { comments: [] },
  reports: { comments: [] },
  follows: { following: [] },
};

const AskContext = createContext<MyStateAsk | null>(null);

/**
 * Names what the page inside asks about: every feature inside reads its part of that one
 * personal call (product.md §7), so a view makes at most one, and none for a visitor or when
 * nothing inside reads it.
 */
export function MyStateScope({ ask, children }: { ask: MyStateAsk; children: ReactNode }) {
  return <AskContext.Provider value={ask}>{children}</AskContext.Provider>;
}

/** As many ids as the server takes (the shared limits of the single calls). */
function queryOf(ask: MyStateAsk) {
  return {
    writeups: ask.writeups?.slice(0, LIMITS.filmLifeAsked).join(',') || undefined,
    thread: ask.thread,
    users: ask.users?.slice(0, LIMITS.followsAsked).join(',') || undefined,
  };
}

const asksNothing = (ask: MyStateAsk) => !ask.writeups?.length && !ask.thread && !ask.users?.length;

/** Per reader: a session change never shows one member's state to another. */
export const myStateQueryKey = (userId: string | undefined, ask: MyStateAsk) =>
  [...getMyState.key({ query: queryOf(ask) }), userId] as const;

/** Every page's personal state, to ask again after a change a page cannot work out itself. */
export const invalidateMyState = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [getMyState.operationId] });

/** The part of the page's personal state that `select` picks; disabled for visitors. */
export function useMyState<T>(select: (state: MyStateResponse) => T) {
  const ask = useContext(AskContext);
  const user = useCurrentUser();
  return useQuery({
    queryKey: myStateQueryKey(user?._id, ask ?? {}),
    queryFn: ({ signal }) => call(getMyState, { query: queryOf(ask ?? {}) }, signal),
    enabled: user !== null && ask !== null && !asksNothing(ask),
    select,
  });
}

/**
 * Changes the page's personal state in place, for optimistic updates and their rollbacks: the
 * buttons reading it follow at once, without asking the server again.
 */
export function useUpdateMyState(): (update: (state: MyStateResponse) => MyStateResponse) => void {
  const ask = useContext(AskContext);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return (update) => {
    if (ask === null || user === null) return;
    queryClient.setQueryData<MyStateResponse>(myStateQueryKey(user._id, ask), (state = EMPTY_MY_STATE) =>
      update(state),
    );
  };
}
