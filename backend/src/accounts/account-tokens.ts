import { createHash, randomBytes } from 'node:crypto';

/** A new link token (256 random bits) and the hash that is stored instead of it. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccountToken(token) };
}

/** Tokens are long and random, so a fast hash is enough to make a stolen table useless. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
