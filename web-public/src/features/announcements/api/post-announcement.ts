import { createAnnouncement } from '@reviews/libs/api';
import type { Announcement, AnnouncementRequest } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { announcementsQueryKey } from './get-announcements';

export function postAnnouncement(announcement: AnnouncementRequest): Promise<Announcement> {
  return call(createAnnouncement, { body: announcement });
}

export function usePostAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnnouncement,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}
