import type { Announcement } from '@reviews/libs/contract';

import type { AnnouncementRow, UserRow } from '../database/schema';
import { userAvatar } from '../users';

export type AnnouncementAuthor = Pick<UserRow, 'id' | 'username' | 'picture' | 'thirdPartyPicture'>;

export function toAnnouncementResponse(row: AnnouncementRow, admin: AnnouncementAuthor): Announcement {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    admin: { _id: admin.id, username: admin.username, avatar: userAvatar(admin) },
    created: row.created.toISOString(),
  };
}
