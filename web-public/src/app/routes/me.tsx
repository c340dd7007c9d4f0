import { currentMonthKey } from '@reviews/libs/rules';
import { Navigate } from 'react-router-dom';

import { paths } from '../../config/paths';
import { RequireUser } from '../../features/auth/components/require-user';

/** /me: the signed-in user's own profile. */
export function MeRoute() {
  return <RequireUser>{(user) => <Navigate to={paths.profile.to(user.username)} replace />}</RequireUser>;
}

/** /roundup: the signed-in user's own roundup for the current month. */
export function OwnRoundupRoute() {
  return (
    <RequireUser>
      {(user) => <Navigate to={paths.roundup.to(user.username, { month: currentMonthKey() })} replace />}
    </RequireUser>
  );
}
