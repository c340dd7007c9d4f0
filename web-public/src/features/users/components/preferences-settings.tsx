import { EMAIL_DIGESTS, type EmailDigest } from '@reviews/libs/constants';
import type { PreferencesRequest, User } from '@reviews/libs/contract';
import { useId } from 'react';

import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { showAlert } from '../../../stores/alert-store';
import { useUpdatePreferences } from '../api/update-preferences';

const DIGEST_LABELS: Record<EmailDigest, string> = { off: 'Off', daily: 'Daily' };

/**
 * The watchlist's visibility and the e-mail digest (product.md §13), each saved as soon as it
 * changes; the session's user follows the server's answer.
 */
export function PreferencesSettings({ user }: { user: User }) {
  const headingId = useId();
  const digestId = useId();
  const publicId = useId();
  const setSessionUser = useSetSessionUser();
  const update = useUpdatePreferences();
  const watchlistPublic = user.watchlistPublic ?? false;
  const emailDigest = user.emailDigest ?? 'off';

  const save = (changes: PreferencesRequest) => {
    setSessionUser({ ...user, ...changes });
    update.mutate(changes, {
      onSuccess: (saved) => {
        setSessionUser({ ...user, ...saved });
        showAlert('Preferences saved', 'success');
      },
      onError: (error) => {
        setSessionUser({ ...user, watchlistPublic, emailDigest });
        showAlert(errorMessage(error), 'error');
      },
    });
  };

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Preferences</h2>
      <div className="form">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={watchlistPublic}
            aria-describedby={publicId}
            disabled={update.isPending}
            onChange={(event) => save({ watchlistPublic: event.target.checked })}
          />
          <span>Public watchlist</span>
        </label>
        <p className="film-life-prompt" id={publicId}>
          Others see your watchlist on your profile.
        </p>
        <fieldset className="radio-group" disabled={update.isPending} aria-describedby={digestId}>
          <legend>E-mail digest</legend>
          {EMAIL_DIGESTS.map((choice) => (
            <label key={choice} className="radio-group__option">
              <input
                type="radio"
                name="email-digest"
                value={choice}
                checked={emailDigest === choice}
                onChange={() => save({ emailDigest: choice })}
              />
              {DIGEST_LABELS[choice]}
            </label>
          ))}
        </fieldset>
        <p className="film-life-prompt" id={digestId}>
          One e-mail a day when you have unread notifications.
        </p>
      </div>
    </section>
  );
}
