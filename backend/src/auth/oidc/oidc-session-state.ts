import { AsyncLocalStorage } from 'node:async_hooks';

import { UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomState } from 'openid-client';
import type {
  SessionStoreCallback,
  SessionStoreContext,
  SessionVerifyCallback,
} from 'passport-openidconnect';

import { NO_SIGN_IN_STARTED, STATE_FAILED } from './oidc-messages';

/** A sign-in this browser started, kept in its session until the code comes back (once). */
export interface PendingOidcSignIn {
  state: string;
  nonce: string;
  /** PKCE (RFC 7636): only the holder of this can exchange the code the provider issues. */
  codeVerifier: string;
  returnTo: string;
}

declare module 'express-session' {
  interface SessionData {
    /** The identity-provider sign-in under way in this browser. */
    oidc?: PendingOidcSignIn;
  }
}

/** What the app asks passport-openidconnect to keep with the state (its `state` option). */
export interface OidcAppState {
  returnTo: string;
}

/**
 * The PKCE code verifier of the sign-in one `OidcStrategy.authenticate` call handles: made by
 * its authorisation request, or taken from the session by the state store for its token request.
 */
export const pkceContext = new AsyncLocalStorage<{ codeVerifier?: string }>();

/**
 * Ends the sign-in under way in this browser, answering it when `state` is its own (401 when
 * none was started or the state is another); used once, whatever the outcome.
 */
export function takePendingSignIn(req: FastifyRequest, state: string): PendingOidcSignIn {
  const pending = req.session?.oidc;
  if (req.session) delete req.session.oidc;
  if (!pending) throw new UnauthorizedException(NO_SIGN_IN_STARTED);
  if (state !== pending.state) throw new UnauthorizedException(STATE_FAILED);
  return pending;
}

/**
 * passport-openidconnect's state store (its `store` option): state, nonce, the PKCE code
 * verifier and the page to return to in the browser's session, as `takePendingSignIn` reads them.
 */
export class OidcSessionStateStore {
  store(
    req: FastifyRequest,
    ctx: SessionStoreContext,
    appState: object | undefined,
    _meta: unknown,
    done: SessionStoreCallback,
  ): void {
    const codeVerifier = pkceContext.getStore()?.codeVerifier;
    if (!req.session || !codeVerifier || !ctx.nonce) {
      done(new Error('An OIDC sign-in needs a session, a code verifier and a nonce'));
      return;
    }
    const state = randomState();
    const { returnTo } = appState as OidcAppState;
    req.session.oidc = { state, nonce: ctx.nonce, codeVerifier, returnTo };
    req.session.save((error?: Error) => done(error ?? null, state));
  }

  verify(req: FastifyRequest, state: string, done: SessionVerifyCallback): void {
    let pending: PendingOidcSignIn;
    try {
      pending = takePendingSignIn(req, state);
    } catch (refusal) {
      // The strategy fails the sign-in with this as its reason.
      done(null, false, refusal);
      return;
    }
    const context = pkceContext.getStore();
    if (context) context.codeVerifier = pending.codeVerifier;
    const appState: OidcAppState = { returnTo: pending.returnTo };
    done(null, { nonce: pending.nonce }, appState);
  }
}
