import type { UpdateProfileRequest, User } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** PUT /api/user/: the signed-in user's settings; answers the saved user. */
export function updateProfile(profile: UpdateProfileRequest): Promise<User> {
  return apiSend<User>('PUT', '/api/user/', profile);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // A new username or picture shows on profiles, bylines and comments.
    onSuccess: () => {
      for (const key of ['users', 'writeups', 'comments'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
