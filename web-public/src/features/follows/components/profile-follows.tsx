import type { User } from '@reviews/libs/contract';
import { formatCount } from '@reviews/libs/rules';
import { useState } from 'react';

import { useCurrentUser } from '../../../stores/user-store';
import type { FollowDirection } from '../api/get-follow-list';
import { useMyFollows } from '../api/my-follows';
import { FollowButton } from './follow-button';
import { FollowListDialog } from './follow-list-dialog';

/**
 * A profile's follow section (product.md §13): the counts (from the public profile, which may
 * lag a minute), each opening its list, and for other signed-in members a Follow button whose
 * state comes from the page's personal state
 * (the profile route asks GET /api/me/state about this member).
 */
export function ProfileFollows({ user }: { user: User }) {
  const viewer = useCurrentUser();
  const others = viewer && viewer._id !== user._id ? viewer : null;
  const mine = useMyFollows();
  const following = mine.data?.following.some((name) => name.toLowerCase() === user.username.toLowerCase());
  // The profile's count lags; my own change shows at once.
  const [change, setChange] = useState<{ from: boolean; to: boolean } | null>(null);
  const [open, setOpen] = useState<FollowDirection | null>(null);
  const shift = change && change.from !== change.to ? (change.to ? 1 : -1) : 0;
  const followers = Math.max(0, (user.followers ?? 0) + shift);
  const followingCount = user.following ?? 0;

  return (
    <section className="profile-follows" aria-label="Follows">
      <button
        type="button"
        className="link-button profile-follows__count"
        onClick={() => setOpen('followers')}
      >
        <strong>{formatCount(followers)}</strong> {followers === 1 ? 'follower' : 'followers'}
      </button>
      <button
        type="button"
        className="link-button profile-follows__count"
        onClick={() => setOpen('following')}
      >
        <strong>{formatCount(followingCount)}</strong> following
      </button>
      {others && mine.data && (
        <FollowButton
          username={user.username}
          following={following ?? false}
          onChange={(next) => setChange((before) => ({ from: before?.from ?? !next, to: next }))}
        />
      )}
      {open && <FollowListDialog username={user.username} direction={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
