import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of a bulk e-mail's unsubscribe link: whom it is for (an id), signed for one purpose,
// so the link works signed out and names nobody else. It does not expire: links in old e-mails
// keep working, as unsubscribe links must.

const UUID = /^[0-9a-f-]{36}$/;

function signature(secret: string, purpose: string, id: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
}

export function signedUnsubscribeToken(secret: string, purpose: string, id: string): string {
  return `${id}.${signature(secret, purpose, id)}`;
}

/** The id a token names for this purpose, or undefined when it was not made for it. */
export function unsubscribeTokenId(secret: string, purpose: string, token: string): string | undefined {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length > 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(secret, purpose, id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
}

/**
 * RFC 8058 one-click unsubscribe: mail programs offer their own button and POST
 * `List-Unsubscribe=One-Click` to the address (Gmail and Yahoo require it from bulk senders).
 */
export function listUnsubscribeHeaders(address: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${address}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
