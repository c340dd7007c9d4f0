import { SITE_PAGES } from '@reviews/libs/site-map';
import { CancelEmailChangeStatus } from '../../features/account/components/cancel-email-change-status';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { VerifyEmailStatus } from '../../features/account/components/verify-email-status';
import { useTitle } from '../../lib/use-title';

/** /forgot-password (product.md §8). */
export function ForgotPasswordRoute() {
  useTitle(SITE_PAGES.forgotPassword.title);
  return <ForgotPasswordForm />;
}

/** /reset-password?token=…, the link of the reset e-mail. */
export function ResetPasswordRoute() {
  useTitle(SITE_PAGES.resetPassword.title);
  return <ResetPasswordForm />;
}

/** /verify-email?token=…, the link of the confirmation e-mail. */
export function VerifyEmailRoute() {
  useTitle(SITE_PAGES.verifyEmail.title);
  return <VerifyEmailStatus />;
}

/** /cancel-email-change?token=…, the link e-mailed to the old address when a change is asked for. */
export function CancelEmailChangeRoute() {
  useTitle(SITE_PAGES.cancelEmailChange.title);
  return <CancelEmailChangeStatus />;
}
