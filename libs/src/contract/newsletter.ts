// product.md §18: the newsletter, for readers with or without an account.

/** Body of POST /api/newsletter/subscribe. */
export interface NewsletterSubscribeRequest {
  email: string;
}

/** Body of POST /api/newsletter/confirm: the token of the confirmation link. */
export interface NewsletterConfirmRequest {
  token: string;
}

/**
 * Body of POST /api/newsletter/unsubscribe: the token of an issue's unsubscribe link, unless the
 * address carries it (`?token=`, as a mail program's one-click POST sends it, RFC 8058).
 */
export interface NewsletterUnsubscribeRequest {
  token?: string;
}

/** Answer of GET /api/newsletter/stats (root). */
export interface NewsletterStatsResponse {
  confirmed: number;
  pending: number;
}
