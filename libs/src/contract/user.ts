import type { ApiSchema } from './api-schema.js';

/** Public author reference carried on writeups and comments. */
export type UserRef = ApiSchema<'UserRefDto'>;

export type User = ApiSchema<'UserDto'>;

/** PUT /api/user/preferences: saves what it is given. */
export type PreferencesRequest = ApiSchema<'PreferencesDto'>;

/** The answer of PUT /api/user/preferences: both, as saved. */
export type PreferencesResponse = ApiSchema<'PreferencesResponseDto'>;

export type LoginRequest = ApiSchema<'CredentialsDto'>;

export type RegisterRequest = LoginRequest;

export type UpdateProfileRequest = ApiSchema<'UpdateProfileDto'>;

/** PUT /api/user/avatar: the picture alone, saved at once; empty removes it. */
export type AvatarRequest = ApiSchema<'UpdateAvatarDto'>;

export type ChangeUserRequest = ApiSchema<'ChangeUserDto'>;

export type AuthProvider = ApiSchema<'AuthProviderDto'>;

/** PUT /api/user/password: accounts without a password (provider sign-in) omit the current one. */
export type ChangePasswordRequest = ApiSchema<'ChangePasswordDto'>;

/** PUT /api/user/email: the address changes once the link sent to it is confirmed. */
export type ChangeEmailRequest = ApiSchema<'ChangeEmailDto'>;

export type PasswordResetRequest = ApiSchema<'PasswordResetDto'>;

export type PasswordResetConfirmRequest = ApiSchema<'PasswordResetConfirmDto'>;

export type VerifyEmailRequest = ApiSchema<'VerifyEmailDto'>;

/** POST /api/auth/email-change/cancel: the link e-mailed to the old address when a change is asked for. */
export type CancelEmailChangeRequest = ApiSchema<'CancelEmailChangeDto'>;

/** The answer of calls that have nothing else to say. */
export type OkResponse = ApiSchema<'OkDto'>;

/** The answer of a delete: spec §7 "carries an error indicator". */
export type DeleteResponse = ApiSchema<'DeletedDto'>;
