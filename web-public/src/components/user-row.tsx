import type { UserRef } from '@reviews/libs/contract';

import { paths } from '../config/paths';
import { Avatar } from './avatar';
import { AppLink } from './link';

export function UserRow({ user }: { user: UserRef }) {
  return (
    <AppLink className="writeup-row user-row" href={paths.profile.to(user.username)} preview>
      <Avatar username={user.username} src={user.avatar} size={40} />
      <span className="writeup-row__main">
        <span className="writeup-row__title">{user.username}</span>
        <span className="writeup-row__meta">Member</span>
      </span>
    </AppLink>
  );
}
