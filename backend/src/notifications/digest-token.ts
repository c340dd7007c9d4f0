import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of a digest e-mail's unsubscribe link: the member's id, signed with the session
// secret, so the link works signed out and names nobody else. It does not expire: links in old
// e-mails keep working, as unsubscribe links must.

const PURPOSE = 'digest-unsubscribe';

function signature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The member a token names, or undefined when it was not made by unsubscribeToken. */
export function unsubscribeTokenUser(secret: string, token: string): string | undefined {
  const [userId, given, ...rest] = token.split('.');
  if (!userId || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(userId)) return undefined;
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : undefined;
}
