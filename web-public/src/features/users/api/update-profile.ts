import { updateProfile as updateProfileOp } from '@reviews/libs/api';
import type { UpdateProfileRequest, User } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SHOWING_MEMBERS } from './showing-members';
import { call } from '../../../lib/api';

/** The signed-in user's settings; answers the saved user. */
export function updateProfile(profile: UpdateProfileRequest): Promise<User> {
  return call(updateProfileOp, { body: profile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // A new username or picture shows on profiles, bylines and comments.
    onSuccess: () => {
      for (const queryKey of SHOWING_MEMBERS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
