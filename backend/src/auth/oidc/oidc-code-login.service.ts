import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { authorizationCodeGrant, fetchUserInfo, ResponseBodyError } from 'openid-client';

import type { UserRow } from '../../database/schema';
import { ProviderAccountsService } from '../../users';
import { OidcMetadataService } from './oidc-metadata.service';
import { CODE_REJECTED, SIGN_IN_FAILED } from './oidc-messages';
import { takePendingSignIn } from './oidc-session-state';
import { toProviderIdentity } from './provider-identity';

/**
 * The spec's `POST /api/login {type, code, state}`: a client caught the provider's redirect to
 * our callback itself. Only the sign-in this browser started at GET /api/auth/oidc can finish:
 * its state, and openid-client's token request with its PKCE verifier, its nonce and the ID
 * token's checks.
 */
@Injectable()
export class OidcCodeLoginService {
  private readonly logger = new Logger(OidcCodeLoginService.name);

  constructor(
    private readonly metadata: OidcMetadataService,
    private readonly accounts: ProviderAccountsService,
  ) {}

  async signIn(req: FastifyRequest, code: string, state: string): Promise<UserRow> {
    const pending = takePendingSignIn(req, state);
    const configuration = await this.metadata.get();
    const { issuer, userinfo_endpoint } = configuration.serverMetadata();
    // The redirect as the client caught it. Its `iss` (RFC 9207, against mixing up providers)
    // is not part of this request; there is one provider, so it is that one.
    const redirect = new URL(this.metadata.callbackUrl);
    redirect.search = new URLSearchParams({ code, state, iss: issuer }).toString();
    let identity;
    try {
      const tokens = await authorizationCodeGrant(configuration, redirect, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the token answer has no ID token');
      const userinfo = userinfo_endpoint
        ? await fetchUserInfo(configuration, tokens.access_token, claims.sub)
        : undefined;
      identity = toProviderIdentity(claims, userinfo);
    } catch (error) {
      if (error instanceof ResponseBodyError && error.error === 'invalid_grant') {
        throw new UnauthorizedException(CODE_REJECTED);
      }
      this.logger.warn(`Identity-provider sign-in refused: ${(error as Error).message}`);
      throw new UnauthorizedException(SIGN_IN_FAILED);
    }
    return this.accounts.signIn(this.metadata.settings.provider, identity);
  }
}
