export const OIDC_NOT_CONFIGURED = 'Identity-provider login is not configured';
/** The provider refused the authorisation code (used, expired, forged or not this browser's). */
export const CODE_REJECTED = 'The sign-in code is invalid or has expired; please try again';
/** Any other failure of a sign-in through the identity provider. */
export const SIGN_IN_FAILED = 'Sign-in with the identity provider failed; please try again';
/** A code that comes back without the state of the sign-in this browser started. */
export const STATE_FAILED = 'The sign-in request could not be verified; please try again';
/** A code while this browser has no sign-in under way (none started, or already finished). */
export const NO_SIGN_IN_STARTED =
  'No sign-in with the identity provider was started in this browser; please start again';
export const CANCELLED = 'Sign-in with the identity provider was cancelled';
