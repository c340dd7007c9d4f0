import { passwordProblem } from '@reviews/libs/rules';

const PASSWORDS_DIFFER = 'The two passwords are not the same';
export const RESET_LINK_SENT = 'If an account uses that address, we sent it a link';
export const PASSWORD_CHANGED = 'Password changed; you were signed out everywhere else';
export const PASSWORD_RESET_DONE =
  'Your password is changed and you were signed out everywhere: please sign in with it';
export const EMAIL_CONFIRMED = 'Your e-mail address is confirmed';
export const EMAIL_CHANGE_CANCELLED =
  'The change of your e-mail address is cancelled; your address stays as it was';

/** What is wrong with a new password typed twice, or null. */
export function newPasswordProblem(password: string, repeat: string): string | null {
  return password !== repeat ? PASSWORDS_DIFFER : passwordProblem(password);
}

export const linkSentTo = (email: string) => `We sent a link to ${email}; open it to confirm the address`;
