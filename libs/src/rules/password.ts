import { LIMITS } from '../constants.js';

/** The hint beside a new password's field. */
export const PASSWORD_HINT = `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`;

/** product.md §5: the sentence the server and the forms answer for a password of the wrong length. */
export const PASSWORD_RULE = `Password must be ${PASSWORD_HINT}`;

/** The password rule, or null when it holds. */
export function passwordProblem(password: string): string | null {
  return password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax ? PASSWORD_RULE : null;
}
