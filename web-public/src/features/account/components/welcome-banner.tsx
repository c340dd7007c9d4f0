import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { useUserStore } from '../../../stores/user-store';
import { useWelcomeStore } from '../../../stores/welcome-store';
import { VerificationBanner } from './verification-banner';

/**
 * After sign-up (issue 29): a short welcome naming the generated username, inviting the member to
 * finish their profile, and saying the address needs confirming. It stands in for the
 * confirmation reminder until dismissed or settings are opened.
 */
export function WelcomeBanner() {
  const user = useUserStore((state) => state.user);
  const newAccountId = useWelcomeStore((state) => state.newAccountId);
  const dismiss = useWelcomeStore((state) => state.dismiss);
  const { siteName } = useSiteConfig();
  const onSettings = useLocation().pathname === paths.settings.to();
  const welcoming = user !== null && user._id === newAccountId;
  // Settings is where the welcome leads: there it has done its job.
  useEffect(() => {
    if (welcoming && onSettings) dismiss();
  }, [welcoming, onSettings, dismiss]);
  if (!welcoming || onSettings) return <VerificationBanner />;
  return (
    <aside className="welcome-banner" aria-labelledby="welcome-title">
      <h2 id="welcome-title" className="welcome-banner__title">
        Welcome to {siteName}, {user.username}!
      </h2>
      <p>
        We picked the username <strong>{user.username}</strong> for you.{' '}
        <Link to={paths.settings.to()}>Finish your profile in settings</Link>: choose your own username, a
        picture and your favourites.
      </p>
      {user.email && user.emailVerified === false && (
        <p>We sent a link to {user.email}: open it to confirm your address.</p>
      )}
      <button type="button" className="button button--small" onClick={dismiss}>
        Dismiss
      </button>
    </aside>
  );
}
