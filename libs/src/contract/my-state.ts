import type { ApiSchema } from './api-schema.js';

/**
 * `GET /api/me/state?writeups=id,id&thread=id&users=a,b`: everything personal a page shows, in
 * one `private, no-store` call (product.md §7). Each part is the answer of its single call for
 * the same ids (empty when not asked): `likes.writeups`, `ratings` and `watchlist` for
 * `writeups`; `likes.comments`, `comments` (my hidden ones) and `reports` for the comments of the
 * writeup `thread`; `follows` for `users`.
 */
export type MyStateResponse = ApiSchema<'MyStateDto'>;

/**
 * `GET /api/me/page?writeups=id,id&thread=id&users=a,b`: the one personal call of a member's page
 * load (product.md §14), `private, no-store`. `user` is what `GET /api/whoami` answers, `unread`
 * what `GET /api/notifications/unread-count` answers and `state` what `GET /api/me/state` answers
 * for the same query. Visitors 401. Each answer also renews the signed-in marker cookie.
 */
export type MyPageResponse = ApiSchema<'MyPageDto'>;
