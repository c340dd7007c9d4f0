import type { ApiSchema } from './api-schema.js';
// product.md §18: the newsletter, for readers with or without an account.

/** Body of POST /api/newsletter/subscribe. */
export type NewsletterSubscribeRequest = ApiSchema<'NewsletterSubscribeDto'>;

/** Body of POST /api/newsletter/confirm: the token of the confirmation link. */
export type NewsletterConfirmRequest = ApiSchema<'NewsletterConfirmDto'>;

/**
 * Body of POST /api/newsletter/unsubscribe: the token of an issue's unsubscribe link, unless the
 * address carries it (`?token=`, as a mail program's one-click POST sends it, RFC 8058).
 */
export type NewsletterUnsubscribeRequest = ApiSchema<'NewsletterUnsubscribeDto'>;

/** Answer of GET /api/newsletter/stats (root). */
export type NewsletterStatsResponse = ApiSchema<'NewsletterStatsDto'>;
