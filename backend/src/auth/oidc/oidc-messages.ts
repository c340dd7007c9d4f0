/** The provider refused the authorisation code (used, expired or forged). */
export const CODE_REJECTED = 'The sign-in code is invalid or has expired; please try again';
/** Any other failure of a sign-in through the identity provider. */
export const SIGN_IN_FAILED = 'Sign-in with the identity provider failed; please try again';
