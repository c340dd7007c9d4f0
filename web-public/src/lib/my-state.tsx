import { getMyState } from '@reviews/libs/api';
import { LIMITS } from '@reviews/libs/constants';
import type { MyStateResponse } from '@reviews/libs/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';

import { useCurrentUser, useUserStore } from '../stores/user-store';
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
  /** Diary entries the page shows (product.md §15): which of them I like. */
  logs?: string[];
  /** Lists the page shows (product.md §16): which of them I like. */
  lists?: string[];
}

export const EMPTY_MY_STATE: MyStateResponse = {
  likes: { writeups: [], comments: [] },
  ratings: { ratings: {} },
  watchlist: { watchlist: {} },
  comments: { comments: [] },
  reports: { comments: [] },
  follows: { following: [] },
};

/**
 * The page load's one personal call (product.md §14) carries the state the whole page asks for:
 * every scope of the page's first render adds its ask here (`ask`, merged), and the session
 * check, rendered after the page, takes the merged ask (`taken`) before asking. Those scopes then
 * read their part of that one answer; scopes rendered later (another page of a list, a later
 * view) ask GET /api/me/state themselves.
 */
export interface PageLoadAsk {
  ask: MyStateAsk;
  taken: boolean;
}

const PageLoadAskContext = createContext<{ current: PageLoadAsk } | null>(null);

/** What a scope asks, and the page load's ask when the scope took part in it. */
interface ScopeAsk {
  own: MyStateAsk;
  pageLoad: { current: PageLoadAsk } | null;
}

const AskContext = createContext<ScopeAsk | null>(null);

/** Holds the page load's ask for the session check (the root layout). */
export function PageLoadAskProvider({ children }: { children: ReactNode }) {
  const slot = useRef<PageLoadAsk>({ ask: {}, taken: false });
  return <PageLoadAskContext.Provider value={slot}>{children}</PageLoadAskContext.Provider>;
}

/** Takes the page load's ask: every scope of the page's first render, merged. */
export function useTakePageLoadAsk(): MyStateAsk {
  const slot = useContext(PageLoadAskContext);
  if (!slot) return {};
  slot.current.taken = true;
  return slot.current.ask;
}

const union = (a: string[] | undefined, b: string[] | undefined) =>
  a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined;

/** One ask holding what both ask (a page shows one thread). */
export function mergeAsks(a: MyStateAsk, b: MyStateAsk): MyStateAsk {
  const merged: MyStateAsk = {
    writeups: union(a.writeups, b.writeups),
    thread: a.thread ?? b.thread,
    users: union(a.users, b.users),
    logs: union(a.logs, b.logs),
    lists: union(a.lists, b.lists),
  };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}

const sameAsk = (a: MyStateAsk, b: MyStateAsk) => JSON.stringify(queryOf(a)) === JSON.stringify(queryOf(b));

/**
 * Names what the page inside asks about: every feature inside reads its part of that one
 * personal call (product.md §7), so a view makes at most one, and none for a visitor or when
 * nothing inside reads it. The scopes of the page load's first render are answered together by
 * the session's own call, as long as they ask what they asked then.
 */
export function MyStateScope({ ask, children }: { ask: MyStateAsk; children: ReactNode }) {
  const slot = useContext(PageLoadAskContext);
  const [joined] = useState(() => (slot && !slot.current.taken ? ask : null));
  // Written while rendering, before the session check renders (it comes after the page); merging
  // the same ask again changes nothing, so a repeated render is harmless.
  if (slot && !slot.current.taken) slot.current.ask = mergeAsks(slot.current.ask, ask);
  const inPageLoad = slot !== null && joined !== null && sameAsk(joined, ask);
  return (
    <AskContext.Provider value={{ own: ask, pageLoad: inPageLoad ? slot : null }}>
      {children}
    </AskContext.Provider>
  );
}

/**
 * The ask a scope's readers share: the page load's whole ask once the session check has taken it
 * (its answer is filed under that), else the scope's own.
 */
function useScopeAsk(): MyStateAsk | null {
  const scope = useContext(AskContext);
  if (!scope) return null;
  return scope.pageLoad?.current.taken ? scope.pageLoad.current.ask : scope.own;
}

/** As many ids as the server takes (the shared limits of the single calls). */
export function queryOf(ask: MyStateAsk) {
  return {
    writeups: ask.writeups?.slice(0, LIMITS.filmLifeAsked).join(',') || undefined,
    thread: ask.thread,
    users: ask.users?.slice(0, LIMITS.followsAsked).join(',') || undefined,
    logs: ask.logs?.slice(0, LIMITS.likesAsked).join(',') || undefined,
    lists: ask.lists?.slice(0, LIMITS.likesAsked).join(',') || undefined,
  };
}

const asksNothing = (ask: MyStateAsk) =>
  !ask.writeups?.length && !ask.thread && !ask.users?.length && !ask.logs?.length && !ask.lists?.length;

/** How long the page load's answer stands before a page asks its state again. */
export const PERSONAL_STALE_MS = 30_000;

/** Per reader: a session change never shows one member's state to another. */
export const myStateQueryKey = (userId: string | undefined, ask: MyStateAsk) =>
  [...getMyState.key({ query: queryOf(ask) }), userId] as const;

/** Every page's personal state, to ask again after a change a page cannot work out itself. */
export const invalidateMyState = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [getMyState.operationId] });

/**
 * The part of the page's personal state that `select` picks; disabled for visitors, and until the
 * page load's personal call has answered (it brings the first page's state along).
 */
export function useMyState<T>(select: (state: MyStateResponse) => T) {
  const ask = useScopeAsk();
  const user = useCurrentUser();
  const initialised = useUserStore((state) => state.initialised);
  return useQuery({
    queryKey: myStateQueryKey(user?._id, ask ?? {}),
    queryFn: ({ signal }) => call(getMyState, { query: queryOf(ask ?? {}) }, signal),
    enabled: initialised && user !== null && ask !== null && !asksNothing(ask),
    // As long as any answer (query-client.ts), said here since the page load's call files it.
    staleTime: PERSONAL_STALE_MS,
    select,
  });
}

/**
 * Changes the page's personal state in place, for optimistic updates and their rollbacks: the
 * buttons reading it follow at once, without asking the server again.
 */
export function useUpdateMyState(): (update: (state: MyStateResponse) => MyStateResponse) => void {
  const ask = useScopeAsk();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return (update) => {
    if (ask === null || user === null) return;
    queryClient.setQueryData<MyStateResponse>(myStateQueryKey(user._id, ask), (state = EMPTY_MY_STATE) =>
      update(state),
    );
  };
}
