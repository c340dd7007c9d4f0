import { LIMITS } from '@reviews/libs/constants';

export const PASSWORD_RULE = `Password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`;
export const PASSWORD_HINT = `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`;
export const PASSWORDS_DIFFER = 'The two passwords are not the same';
export const FILL_OUT_ALL_FIELDS = 'Please fill out all fields';
export const RESET_LINK_SENT = 'If an account uses that address, we sent it a link';
export const PASSWORD_CHANGED = 'Password changed; you were signed out everywhere else';
export const PASSWORD_RESET_DONE =
  'Your password is changed and you were signed out everywhere: please sign in with it';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired';
export const EMAIL_CONFIRMED = 'Your e-mail address is confirmed';

/** The password rule of libs, or null when it holds. */
export function passwordProblem(password: string): string | null {
  return password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax ? PASSWORD_RULE : null;
}

export const linkSentTo = (email: string) => `We sent a link to ${email}; open it to confirm the address`;
