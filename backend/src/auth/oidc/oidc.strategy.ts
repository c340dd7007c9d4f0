import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-openidconnect';

import type { UserRow } from '../../database/schema';
import type { ProviderAccountsService } from '../../users/provider-accounts.service';
import type { IdTokenVerifier } from './id-token-verifier.service';
import type { OidcMetadata, OidcMetadataService } from './oidc-metadata.service';
import { toProviderIdentity } from './provider-identity';

export const OIDC_STRATEGY = 'oidc';
/** Where the strategy keeps state and nonce between the redirect and the callback. */
export const OIDC_SESSION_KEY = 'oidc';

/** The userinfo answer, as passport-openidconnect hands it over. */
interface UserinfoProfile {
  _json?: Record<string, unknown>;
}

/**
 * passport-openidconnect on the discovered provider: authorisation-code flow with scope
 * `openid profile email`, state and nonce kept in the session and checked by the strategy.
 * Built once the discovery document is known (see OidcStrategyRegistry).
 */
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY, 9) {
  constructor(
    discovered: OidcMetadata,
    metadata: OidcMetadataService,
    private readonly verifier: IdTokenVerifier,
    private readonly accounts: ProviderAccountsService,
    private readonly provider: string,
  ) {
    super({
      issuer: discovered.issuer,
      authorizationURL: discovered.authorizationEndpoint,
      tokenURL: discovered.tokenEndpoint,
      userInfoURL: discovered.userinfoEndpoint ?? '',
      clientID: metadata.settings.clientId,
      clientSecret: metadata.settings.clientSecret,
      callbackURL: metadata.callbackUrl,
      scope: ['profile', 'email'],
      // Without the userinfo call the profile holds only `sub`.
      skipUserProfile: !discovered.userinfoEndpoint,
      // Any value turns on a fresh random nonce per sign-in.
      nonce: 'per-request',
      sessionKey: OIDC_SESSION_KEY,
    });
  }

  /** The verify callback (arity 9): the strategy has checked state, nonce, issuer, audience, expiry. */
  async validate(
    _issuer: string,
    userinfo: UserinfoProfile | undefined,
    _idProfile: unknown,
    _context: unknown,
    idToken: string,
  ): Promise<UserRow> {
    // The strategy reads the ID token without checking its signature: do that too.
    const claims = await this.verifier.verify(idToken);
    return this.accounts.signIn(this.provider, toProviderIdentity(claims, userinfo?._json));
  }
}
