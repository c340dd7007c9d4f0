import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

import { AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { ProviderAccountsService } from '../../users/provider-accounts.service';
import { IdTokenError, IdTokenVerifier } from './id-token-verifier.service';
import { OidcMetadataService } from './oidc-metadata.service';
import { CODE_REJECTED, SIGN_IN_FAILED } from './oidc-messages';
import { OIDC_SESSION_KEY } from './oidc.strategy';
import { toProviderIdentity } from './provider-identity';

const TIMEOUT_MS = 10_000;

interface TokenResponse {
  id_token?: unknown;
  access_token?: unknown;
}

/**
 * The spec's `POST /api/login {code, type}`: the client got an authorisation code for our
 * callback address; we exchange it at the provider's token endpoint, validate the ID token
 * and sign the person in.
 */
@Injectable()
export class OidcCodeLoginService {
  private readonly logger = new Logger(OidcCodeLoginService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly metadata: OidcMetadataService,
    private readonly verifier: IdTokenVerifier,
    private readonly accounts: ProviderAccountsService,
  ) {}

  async signIn(code: string, req: Request): Promise<UserRow> {
    const tokens = await this.exchange(code);
    if (typeof tokens.id_token !== 'string') throw this.failed('the token answer has no ID token');
    let claims;
    try {
      claims = await this.verifier.verify(tokens.id_token);
    } catch (error) {
      if (error instanceof IdTokenError) throw this.failed(error.message);
      throw error;
    }
    this.checkNonce(claims.nonce, req);
    const userinfo =
      typeof tokens.access_token === 'string' ? await this.userinfo(tokens.access_token) : undefined;
    let identity;
    try {
      identity = toProviderIdentity(claims, userinfo);
    } catch (error) {
      throw this.failed((error as Error).message);
    }
    return this.accounts.signIn(this.config.oidcProvider, identity);
  }

  private async exchange(code: string): Promise<TokenResponse> {
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
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as TokenResponse & { error?: unknown };
    if (response.ok) return body;
    if (body.error === 'invalid_grant') throw new UnauthorizedException(CODE_REJECTED);
    throw this.failed(`the token endpoint answered ${response.status} ${String(body.error ?? '')}`);
  }

  /**
   * A nonce in the ID token must be the one this browser's session asked for (when it started
   * the sign-in through GET /api/auth/oidc); it is used once.
   */
  private checkNonce(nonce: unknown, req: Request): void {
    if (nonce === undefined) return;
    const pending = req.session?.[OIDC_SESSION_KEY]?.state;
    if (req.session?.[OIDC_SESSION_KEY]) delete req.session[OIDC_SESSION_KEY];
    if (!pending?.nonce || pending.nonce !== nonce) throw this.failed('the ID token nonce does not match');
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
    this.logger.warn(`Identity-provider code sign-in refused: ${reason}`);
    return new UnauthorizedException(SIGN_IN_FAILED);
  }
}
