import type { AvatarRequest, User } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

/** PUT /api/user/avatar: the picture alone, whatever the other settings hold; answers the user. */
export function updateAvatar(picture: string): Promise<User> {
  const body: AvatarRequest = { picture };
  return apiSend<User>('PUT', '/api/user/avatar', body);
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    // The picture shows on profiles, bylines and comments.
    onSuccess: () => {
      for (const key of ['users', 'writeups', 'comments'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
