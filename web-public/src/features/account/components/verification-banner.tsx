import { useUserStore } from '../../../stores/user-store';
import { SendAgainButton } from './send-again-button';

/** A gentle reminder for members who have not confirmed their address; they can do everything meanwhile. */
export function VerificationBanner() {
  const user = useUserStore((state) => state.user);
  if (!user?.email || user.emailVerified !== false) return null;
  return (
    <aside className="verification-banner" aria-label="E-mail confirmation">
      <p>
        Please confirm your e-mail address: we sent a link to {user.email}.{' '}
        <SendAgainButton email={user.email} />
      </p>
    </aside>
  );
}
