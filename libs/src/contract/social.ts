import type { ApiSchema } from './api-schema.js';

// product.md §13: follows, the feed of the people I follow, and notifications.

/** Answer of PUT and DELETE /api/user/{username}/follow. */
export type FollowResponse = ApiSchema<'FollowDto'>;

/** Answer of GET /api/user/{username}/followers and /following, newest follow first. */
export type FollowUsersResponse = ApiSchema<'FollowUsersDto'>;

/** Answer of GET /api/me/follows?users=a,b: those of the asked usernames I follow. */
export type MyFollowsResponse = ApiSchema<'MyFollowsDto'>;

export type FeedItemKind = FeedItem['kind'];

/** One thing a member I follow did. */
export type FeedItem = ApiSchema<'FeedItemDto'>;

/** Answer of GET /api/me/feed, newest first. */
export type FeedResponse = ApiSchema<'FeedDto'>;

export type NotificationKind = Notification['kind'];

export type Notification = ApiSchema<'NotificationDto'>;

/** Answer of GET /api/notifications, newest first. */
export type NotificationsResponse = ApiSchema<'NotificationsDto'>;

/** Answer of GET /api/notifications/unread-count and POST /api/notifications/read. */
export type UnreadCountResponse = ApiSchema<'UnreadCountDto'>;

/** Body of POST /api/notifications/read: those entries, or (no ids) all of mine. */
export type MarkNotificationsReadRequest = ApiSchema<'MarkNotificationsReadDto'>;

/**
 * Body of POST /api/notifications/unsubscribe: the token of a digest e-mail's link, unless the
 * address carries it (`?token=`, as a mail program's one-click POST sends it, RFC 8058).
 */
export type DigestUnsubscribeRequest = ApiSchema<'DigestUnsubscribeDto'>;
