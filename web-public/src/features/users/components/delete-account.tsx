import { useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { showAlert } from '../../../stores/alert-store';
import { confirmDialog } from '../../../stores/modal-store';
import { useDeleteAccount } from '../api/delete-account';

const ACCOUNT_DELETED = 'Account successfully deleted :(';

/** Spec §8: the server's reason, and who to ask when it keeps failing. */
function deletionFailureText(message: string, contactEmail: string | null): string {
  const reason = /[.!?]$/.test(message) ? message : `${message}.`;
  return `${reason} Try again later, or contact ${contactEmail ?? 'the site owner'}`;
}

/** Account deletion behind a confirmation; then signed out, told so, and taken home. */
export function DeleteAccount() {
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const { contactEmail } = useSiteConfig();
  const remove = useDeleteAccount();

  const start = async () => {
    const confirmed = await confirmDialog({
      title: 'Delete your account?',
      message: 'Your profile and comments will be removed for good. This cannot be undone.',
      confirmLabel: 'Delete account',
    });
    if (!confirmed) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setSessionUser(null);
        void navigate(paths.home.to());
        showAlert(ACCOUNT_DELETED, 'success');
      },
      onError: (error) => showAlert(deletionFailureText(errorMessage(error), contactEmail), 'error'),
    });
  };

  return (
    <section className="danger-zone" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete account</h2>
      <p>Removes your profile, your comments and your sign-in for good.</p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => void start()}
        disabled={remove.isPending}
      >
        Delete account
      </button>
    </section>
  );
}
