import type { Location } from 'react-router-dom';

/** Router state carried to /login and /register, so that signing in leads back where it should. */
export interface ReturnState {
  /** The page that asked the visitor to sign in. */
  from?: string;
  /** Login and register pages opened on top of the page to go back to (switching adds one). */
  authPages?: number;
  /** The visit began on a login or register page: there is no page of ours to go back to. */
  firstPage?: boolean;
  /** The page the login or register link was followed from: where a provider sign-in returns. */
  previous?: string;
}

type Where = Pick<Location, 'pathname' | 'search' | 'hash' | 'state' | 'key'>;

/** The path of a location, as a target to come back to. */
export function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function stateOf(location: Where): ReturnState {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null ? (state as ReturnState) : {};
}

function sitePath(path: unknown): string | undefined {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

/** The remembered target, if any; only a path of this site (never `//host`) is accepted. */
function returnTarget(location: Where): string | undefined {
  return sitePath(stateOf(location).from);
}

/** Where an identity-provider sign-in should come back to: the target, else the page before. */
export function providerReturnPath(location: Where, home: string): string {
  const state = stateOf(location);
  return sitePath(state.from) ?? sitePath(state.previous) ?? home;
}

/** Where to go after signing in: the remembered target, else back past the auth pages, else home. */
export type AfterSignIn = { to: string } | { back: number };

export function afterSignIn(location: Where, home: string): AfterSignIn {
  const target = returnTarget(location);
  if (target) return { to: target };
  const { authPages = 1, firstPage = location.key === 'default' } = stateOf(location);
  return firstPage ? { to: home } : { back: authPages };
}

/** The state for a link from one auth page to the other, keeping track of the way back. */
export function switchAuthPageState(location: Where): ReturnState {
  const state = stateOf(location);
  return {
    from: returnTarget(location),
    previous: sitePath(state.previous),
    authPages: (state.authPages ?? 1) + 1,
    firstPage: state.firstPage ?? location.key === 'default',
  };
}
