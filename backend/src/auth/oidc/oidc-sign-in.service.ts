import { createHash, randomBytes } from 'node:crypto';

import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

import type { UserRow } from '../../database/schema';
import { ProviderAccountsService } from '../../users/provider-accounts.service';
import { IdTokenError, IdTokenVerifier } from './id-token-verifier.service';
import { OidcMetadataService } from './oidc-metadata.service';
import { CODE_REJECTED, NO_SIGN_IN_STARTED, SIGN_IN_FAILED, STATE_FAILED } from './oidc-messages';
import { toProviderIdentity } from './provider-identity';

const TIMEOUT_MS = 10_000;
const SCOPE = 'openid profile email';

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

interface TokenResponse {
  id_token?: unknown;
  access_token?: unknown;
}

const random = (): string => randomBytes(32).toString('base64url');

function promisify(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

/**
 * Sign-in through the identity provider, authorisation-code flow with PKCE (S256), state and
 * nonce, all bound to the browser's session. `start` sends the browser to the provider; the
 * code that comes back is finished by `finish`, from the callback (redirect flow) or from
 * `POST /api/login {type, code, state}` (a client that caught the redirect itself).
 * passport-openidconnect (0.1.2, the latest) cannot send a code verifier, hence our own.
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger(OidcSignInService.name);

  constructor(
    private readonly metadata: OidcMetadataService,
    private readonly verifier: IdTokenVerifier,
    private readonly accounts: ProviderAccountsService,
  ) {}

  /** Stores a new pending sign-in in the session; answers the provider's address to go to. */
  async start(req: Request, returnTo: string): Promise<string> {
    const { authorizationEndpoint } = await this.metadata.get();
    const pending: PendingOidcSignIn = { state: random(), nonce: random(), codeVerifier: random(), returnTo };
    req.session.oidc = pending;
    await promisify((done) => req.session.save(done));
    const url = new URL(authorizationEndpoint);
    for (const [name, value] of Object.entries({
      response_type: 'code',
      client_id: this.metadata.settings.clientId,
      redirect_uri: this.metadata.callbackUrl,
      scope: SCOPE,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: createHash('sha256').update(pending.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    })) {
      url.searchParams.set(name, value);
    }
    return url.toString();
  }

  /**
   * Finishes the sign-in this browser started: the state must be its own, the code is exchanged
   * with its code verifier and the ID token must carry its nonce. Used once, whatever the outcome.
   */
  async finish(req: Request, code: string, state: string): Promise<{ user: UserRow; returnTo: string }> {
    const pending = req.session?.oidc;
    if (req.session) delete req.session.oidc;
    if (!pending) throw new UnauthorizedException(NO_SIGN_IN_STARTED);
    if (state !== pending.state) throw new UnauthorizedException(STATE_FAILED);
    const tokens = await this.exchange(code, pending.codeVerifier);
    if (typeof tokens.id_token !== 'string') throw this.failed('the token answer has no ID token');
    let claims;
    try {
      claims = await this.verifier.verify(tokens.id_token);
    } catch (error) {
      if (error instanceof IdTokenError) throw this.failed(error.message);
      throw error;
    }
    if (claims.nonce !== pending.nonce) throw this.failed('the ID token nonce does not match');
    const userinfo =
      typeof tokens.access_token === 'string' ? await this.userinfo(tokens.access_token) : undefined;
    let identity;
    try {
      identity = toProviderIdentity(claims, userinfo);
    } catch (error) {
      throw this.failed((error as Error).message);
    }
    return {
      user: await this.accounts.signIn(this.metadata.settings.provider, identity),
      returnTo: pending.returnTo,
    };
  }

  private async exchange(code: string, codeVerifier: string): Promise<TokenResponse> {
    const { tokenEndpoint } = await this.metadata.get();
    const { clientId, clientSecret } = this.metadata.settings;
    const response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.metadata.callbackUrl,
        client_id: clientId,
        client_secret: clientSecret,
        code_verifier: codeVerifier,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as TokenResponse & { error?: unknown };
    if (response.ok) return body;
    if (body.error === 'invalid_grant') throw new UnauthorizedException(CODE_REJECTED);
    throw this.failed(`the token endpoint answered ${response.status} ${String(body.error ?? '')}`);
  }

  private async userinfo(accessToken: string): Promise<Record<string, unknown> | undefined> {
    const { userinfoEndpoint } = await this.metadata.get();
    if (!userinfoEndpoint) return undefined;
    const response = await fetch(userinfoEndpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw this.failed(`the userinfo endpoint answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  private failed(reason: string): UnauthorizedException {
    this.logger.warn(`Identity-provider sign-in refused: ${reason}`);
    return new UnauthorizedException(SIGN_IN_FAILED);
  }
}
