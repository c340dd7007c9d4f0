import { Injectable } from '@nestjs/common';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

import { OidcMetadataService } from './oidc-metadata.service';

/** An ID token the relying party must not accept; the message says why. */
export class IdTokenError extends Error {}

/** Allowed difference between our clock and the provider's. */
const CLOCK_TOLERANCE_S = 60;

/**
 * Validates ID tokens as OpenID Connect Core §3.1.3.7 asks: signature by a key of the issuer's
 * JWKS, issuer, audience (and authorised party), expiry.
 */
@Injectable()
export class IdTokenVerifier {
  private keys: { uri: string; keySet: ReturnType<typeof createRemoteJWKSet> } | undefined;

  constructor(private readonly metadata: OidcMetadataService) {}

  async verify(idToken: string): Promise<JWTPayload & { sub: string }> {
    const { issuer, jwksUri } = await this.metadata.get();
    if (this.keys?.uri !== jwksUri)
      this.keys = { uri: jwksUri, keySet: createRemoteJWKSet(new URL(jwksUri)) };
    const { clientId } = this.metadata.settings;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys.keySet, {
        issuer,
        audience: clientId,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw new IdTokenError(`The ID token is not valid: ${(error as Error).message}`);
    }
    const audiences = ([] as string[]).concat(payload.aud ?? []);
    if (audiences.length > 1 || payload.azp !== undefined) {
      if (payload.azp !== clientId) throw new IdTokenError('The ID token was issued to another party');
    }
    return payload as JWTPayload & { sub: string };
  }
}
