import { createHash } from 'node:crypto';

import { PassportStrategy } from '@nestjs/passport';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { OAuth2, type oauth2tokenCallback } from 'oauth';
import { type Configuration, randomPKCECodeVerifier } from 'openid-client';
import { type AuthenticateOptions, type SessionStore, Strategy } from 'passport-openidconnect';

import type { UserRow } from '../../database/schema';
import type { ProviderAccountsService } from '../../users';
import { OidcSessionStateStore, pkceContext } from './oidc-session-state';
import { toProviderIdentity } from './provider-identity';

export const OIDC_STRATEGY = 'oidc';

/** The strategy's token request, with the code verifier of the sign-in being finished. */
class PkceOAuth2 extends OAuth2 {
  override getOAuthAccessToken(code: string, params: object, callback: oauth2tokenCallback): void;
  override getOAuthAccessToken(code: string, callback: oauth2tokenCallback): void;
  override getOAuthAccessToken(
    code: string,
    ...rest: [params: object, callback: oauth2tokenCallback] | [callback: oauth2tokenCallback]
  ): void {
    const [params, callback] = rest.length === 2 ? rest : [{}, rest[0]];
    const codeVerifier = pkceContext.getStore()?.codeVerifier;
    super.getOAuthAccessToken(
      code,
      codeVerifier ? { ...params, code_verifier: codeVerifier } : params,
      callback,
    );
  }
}

/** The userinfo answer, as passport-openidconnect hands it over. */
interface UserinfoProfile {
  _json?: Record<string, unknown>;
}

/**
 * passport-openidconnect on the discovered provider: authorisation-code flow with scope
 * `openid profile email`, a nonce, and PKCE (S256) added through the strategy's extension
 * points. Each `authenticate` runs in its own `pkceContext`: `authorizationParams` makes the code
 * verifier and sends its challenge, the state store (`OidcSessionStateStore`) keeps it in the
 * session with state and nonce, and on the callback, once the state is this browser's, puts it
 * back in the context, where the token request (`PkceOAuth2`, as `_oauth2`) adds it.
 */
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY, 9) {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    configuration: Configuration,
    client: { clientId: string; clientSecret: string; callbackUrl: string },
    private readonly accounts: ProviderAccountsService,
    private readonly provider: string,
  ) {
    const server = configuration.serverMetadata();
    const authorizationURL = server.authorization_endpoint ?? '';
    const tokenURL = server.token_endpoint ?? '';
    super({
      issuer: server.issuer,
      authorizationURL,
      tokenURL,
      userInfoURL: server.userinfo_endpoint ?? '',
      clientID: client.clientId,
      clientSecret: client.clientSecret,
      callbackURL: client.callbackUrl,
      scope: ['profile', 'email'],
      // Without the userinfo call the profile holds only the ID token's claims.
      skipUserProfile: !server.userinfo_endpoint,
      // Any value turns on a fresh random nonce per sign-in.
      nonce: 'per-request',
      // Typed for Express' request; passport hands it the Fastify request the guard has.
      store: new OidcSessionStateStore() as unknown as SessionStore,
    });
    this._oauth2 = new PkceOAuth2(client.clientId, client.clientSecret, '', authorizationURL, tokenURL);
    this._oauth2.useAuthorizationHeaderforGET(true);
    this.keys = createRemoteJWKSet(new URL(server.jwks_uri ?? ''));
  }

  override authenticate(req: Parameters<Strategy['authenticate']>[0], options?: AuthenticateOptions): void {
    pkceContext.run({}, () => super.authenticate(req, options));
  }

  override authorizationParams(): object {
    const context = pkceContext.getStore() as { codeVerifier?: string };
    context.codeVerifier = randomPKCECodeVerifier();
    return {
      code_challenge: createHash('sha256').update(context.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    };
  }

  /** The verify callback (arity 9): the strategy has checked state, nonce, issuer, audience, expiry. */
  async validate(
    _issuer: string,
    userinfo: UserinfoProfile | undefined,
    _idProfile: unknown,
    _context: unknown,
    idToken: string,
  ): Promise<UserRow> {
    // The strategy reads the ID token without checking its signature (as openid-client's
    // non-repudiation checks do on the other path): jose does.
    const { payload } = await jwtVerify<{ sub: string }>(idToken, this.keys);
    return this.accounts.signIn(this.provider, toProviderIdentity(payload, userinfo?._json));
  }
}
