import type { FavoriteLinks } from './discovery.js';
import type { EmailDigest, Role } from '../constants.js';

/** Public author reference carried on writeups and comments. */
export interface UserRef {
  _id: string;
  username: string;
  avatar: string | null;
}

export interface User {
  _id: string;
  username: string;
  /** Present only for root and for the user themself. */
  email?: string;
  /** Whether the e-mail was confirmed through a link; only for root and the user themself. */
  emailVerified?: boolean;
  picture: string;
  bio: string;
  /** `bio` rendered and sanitised at save (product.md §14). */
  bioHtml: string;
  favoriteMovie: string;
  favoriteShow: string;
  watching: string;
  created: string;
  type: Role;
  /** `email` or the identity provider's value (OIDC_PROVIDER). */
  loginType: string;
  thirdPartyPicture: string | null;
  /** picture, else the provider picture resized, else null. */
  avatar: string | null;
  /** Present (true) only for root, on suspended accounts. */
  suspended?: boolean;
  /** On a public profile: the favourites the site has a writeup of. */
  favoriteLinks?: FavoriteLinks;
  /** On profiles (product.md §13): members following this one, and members this one follows (may lag by up to 60 s). */
  followers?: number;
  following?: number;
  /**
   * product.md §13: others may read the watchlist; on profiles (so the page asks for it only when it
   * is public) and for the user themself.
   */
  watchlistPublic?: boolean;
  /** product.md §13: the daily mail of unread notifications; only for the user themself. */
  emailDigest?: EmailDigest;
}

/** PUT /api/user/preferences: saves what it is given. */
export interface PreferencesRequest {
  watchlistPublic?: boolean;
  emailDigest?: EmailDigest;
}

/** The answer of PUT /api/user/preferences: both, as saved. */
export interface PreferencesResponse {
  watchlistPublic: boolean;
  emailDigest: EmailDigest;
}

export interface LoginRequest {
  emailOrUsername?: string;
  email?: string;
  password?: string;
  /** `email`, or the provider value together with `code` and `state`. */
  type: string;
  /** With `state`: what the provider's redirect carried, for a sign-in started at /api/auth/oidc. */
  code?: string;
  state?: string;
}

export type RegisterRequest = LoginRequest;

export interface UpdateProfileRequest {
  username: string;
  watching: string;
  favoriteMovie: string;
  favoriteShow: string;
  bio: string;
  picture: string;
}

/** PUT /api/user/avatar: the picture alone, saved at once; empty removes it. */
export interface AvatarRequest {
  picture: string;
}

export interface ChangeUserRequest {
  change: 'username' | 'admin' | 'suspend';
}

export interface AuthProvider {
  type: string;
  name: string;
  loginUrl: string;
}

/** PUT /api/user/password: accounts without a password (provider sign-in) omit the current one. */
export interface ChangePasswordRequest {
  currentPassword?: string;
  newPassword: string;
}

/** PUT /api/user/email: the address changes once the link sent to it is confirmed. */
export interface ChangeEmailRequest {
  email: string;
  currentPassword?: string;
}

export interface PasswordResetRequest {
  email: string;
}

export interface PasswordResetConfirmRequest {
  token: string;
  password: string;
}

export interface VerifyEmailRequest {
  token: string;
}

/** POST /api/auth/email-change/cancel: the link e-mailed to the old address when a change is asked for. */
export interface CancelEmailChangeRequest {
  token: string;
}

/** The answer of calls that have nothing else to say. */
export interface OkResponse {
  ok: true;
}

/** The answer of a delete: spec §7 "carries an error indicator". */
export interface DeleteResponse extends OkResponse {
  error: false;
}
