import type { LogEntry } from './diary.js';
import type { UserRef } from './user.js';
import type { Paged, WriteupCard } from './writeup.js';

// product.md §13: follows, the feed of the people I follow, and notifications.

/** Answer of PUT and DELETE /api/user/{username}/follow. */
export interface FollowResponse {
  /** Whether the caller follows that member now. */
  following: boolean;
}

/** Answer of GET /api/user/{username}/followers and /following, newest follow first. */
export interface FollowUsersResponse extends Paged {
  users: UserRef[];
}

/** Answer of GET /api/me/follows?users=a,b: those of the asked usernames I follow. */
export interface MyFollowsResponse {
  following: string[];
}

export type FeedItemKind = 'published' | 'rated' | 'commented' | 'logged' | 'listed';

/** One thing a member I follow did. */
export interface FeedItem {
  kind: FeedItemKind;
  actor: UserRef;
  /** Every kind but `listed`: the writeup. `listed`: the list's first entry, if it has one. */
  writeup?: WriteupCard;
  /** `listed` (product.md §16): the public list made. */
  list?: { _id: string; title: string; ranked: boolean; entryCount: number };
  /** `rated`: the audience score given, 10 to 100. */
  score?: number;
  /** `commented`: the comment (its spoilers render hidden; a spoiler comment shows collapsed). */
  comment?: { _id: string; content: string; contentHtml: string; spoiler: boolean };
  /** `logged` (product.md §15): the diary entry; a spoiler review's text left out (`review` null). */
  entry?: LogEntry;
  created: string;
}

/** Answer of GET /api/me/feed, newest first. */
export interface FeedResponse extends Paged {
  items: FeedItem[];
}

export type NotificationKind = 'reply' | 'like' | 'follow' | 'published';

export interface Notification {
  _id: string;
  kind: NotificationKind;
  /** Who did it, newest first (the likers of one thing gather into one entry); at most NOTIFICATION_ACTORS_SHOWN. */
  actors: UserRef[];
  /** How many members did it (more than `actors` when many liked one thing). */
  actorCount: number;
  writeup?: WriteupCard;
  /** The reply, or the liked comment; spoilers left out (they could not be hidden here). */
  comment?: { _id: string; content: string };
  /** A liked diary entry (product.md §15); a spoiler review's text left out. */
  log?: { _id: string; review: string | null };
  created: string;
  read: boolean;
}

/** Answer of GET /api/notifications, newest first. */
export interface NotificationsResponse extends Paged {
  notifications: Notification[];
}

/** Answer of GET /api/notifications/unread-count and POST /api/notifications/read. */
export interface UnreadCountResponse {
  count: number;
}

/** Body of POST /api/notifications/read: those entries, or (no ids) all of mine. */
export interface MarkNotificationsReadRequest {
  ids?: string[];
}

/**
 * Body of POST /api/notifications/unsubscribe: the token of a digest e-mail's link, unless the
 * address carries it (`?token=`, as a mail program's one-click POST sends it, RFC 8058).
 */
export interface DigestUnsubscribeRequest {
  token?: string;
}
