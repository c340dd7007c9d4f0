import { signedUnsubscribeToken, unsubscribeTokenId } from '../mail/unsubscribe-token';

// The token of a digest e-mail's unsubscribe link: the member's id, signed with UNSUBSCRIBE_SECRET.

const PURPOSE = 'digest-unsubscribe';

export function unsubscribeToken(secret: string, userId: string): string {
  return signedUnsubscribeToken(secret, PURPOSE, userId);
}

/** The member a token names, or undefined when it was not made by unsubscribeToken. */
export function unsubscribeTokenUser(secret: string, token: string): string | undefined {
  return unsubscribeTokenId(secret, PURPOSE, token);
}
