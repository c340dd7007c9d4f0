import { useState } from 'react';

import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/spinner';
import { UserRow } from '../../../components/user-row';
import { type FollowDirection, useFollowList } from '../api/get-follow-list';

interface FollowListDialogProps {
  username: string;
  direction: FollowDirection;
  onClose: () => void;
}

const TITLES: Record<FollowDirection, (username: string) => string> = {
  followers: (username) => `Following ${username}`,
  following: (username) => `${username} follows`,
};

/** A member's followers, or the members they follow, newest first, a page at a time. */
export function FollowListDialog({ username, direction, onClose }: FollowListDialogProps) {
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useFollowList(username, direction, page);
  return (
    <Dialog title={TITLES[direction](username)} onClose={onClose}>
      {error && <QueryError error={error} />}
      {isPending && !error && <Spinner />}
      {data &&
        (data.users.length === 0 ? (
          <EmptyState>Nobody yet.</EmptyState>
        ) : (
          <>
            <ul className="follow-list">
              {data.users.map((user) => (
                <li key={user._id}>
                  <UserRow user={user} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        ))}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
