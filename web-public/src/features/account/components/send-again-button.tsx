import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useResendVerification } from '../api/resend-verification';
import { linkSentTo } from './account-messages';

/** "Send again": a new confirmation link to the signed-in user's address. */
export function SendAgainButton({ email }: { email: string }) {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => showAlert(linkSentTo(email), 'success'),
      onError: (error) => showAlert(errorMessage(error), 'error'),
    });
  return (
    <button type="button" className="link-button" onClick={send} disabled={resend.isPending}>
      {resend.isPending ? 'Sending…' : 'Send again'}
    </button>
  );
}
