import type { Role } from '../constants.js';

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
  picture: string;
  bio: string;
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
}

export interface LoginRequest {
  emailOrUsername?: string;
  email?: string;
  password?: string;
  /** `email`, or the provider value together with `code`. */
  type: string;
  code?: string;
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

export interface ChangeUserRequest {
  change: 'username' | 'admin' | 'suspend';
}

export interface AuthProvider {
  type: string;
  name: string;
  loginUrl: string;
}
