import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useUserStore } from '../../../stores/user-store';
import { whoamiQueryKey } from './whoami';

/** Ends the session, forgets the user and goes home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setUser = useUserStore((state) => state.setUser);
  return async () => {
    const result = await apiClient.get('/api/logout');
    if (!result.ok) {
      showAlert(result.error.message, 'error');
      return;
    }
    setUser(null);
    queryClient.setQueryData(whoamiQueryKey, null);
    navigate(paths.home.to());
  };
}
