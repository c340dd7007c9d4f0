import { logoutByPost } from '@reviews/libs/api';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { showAlert } from '../../../stores/alert-store';

/** Ends the session, forgets the user and goes home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  return async () => {
    const result = await logoutByPost(apiClient, {});
    if (!result.ok) {
      showAlert(result.error.message, 'error');
      return;
    }
    setSessionUser(null);
    void navigate(paths.home.to());
  };
}
