import { updateAvatar as updateAvatarOp } from '@reviews/libs/api';
import type { AvatarRequest, User } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SHOWING_MEMBERS } from './showing-members';
import { call } from '../../../lib/api';

/** The picture alone, whatever the other settings hold; answers the user. */
export function updateAvatar(picture: string): Promise<User> {
  const body: AvatarRequest = { picture };
  return call(updateAvatarOp, { body });
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    // The picture shows on profiles, bylines and comments.
    onSuccess: () => {
      for (const queryKey of SHOWING_MEMBERS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
