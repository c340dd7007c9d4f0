import type { JWTPayload } from 'jose';

/** Who the identity provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  picture: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function httpUrl(value: unknown): string | null {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * The identity from the ID token's claims and, when fetched, the userinfo answer, which must
 * be about the same subject (OpenID Connect Core §5.3.2).
 */
export function toProviderIdentity(
  idClaims: JWTPayload & { sub: string },
  userinfo?: Record<string, unknown>,
): ProviderIdentity {
  if (userinfo !== undefined && userinfo.sub !== idClaims.sub) {
    throw new Error('The userinfo answer is about another subject');
  }
  const claims: Record<string, unknown> = { ...idClaims, ...userinfo };
  return {
    subject: idClaims.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    picture: httpUrl(claims.picture),
  };
}
