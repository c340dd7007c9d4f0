import { canLikeList } from '@reviews/libs/rules';
import type { MemberList } from '@reviews/libs/contract';

import { useMyLikes } from '../../features/likes/api/my-likes';
import { LikeButton } from '../../features/likes/components/like-button';
import { useCurrentUser } from '../../stores/user-store';

/**
 * A heart with the list's count; pressed when I like it, from the page's personal state (the list
 * page asks about its list). Others' lists only.
 */
export function ListLikeButton({ list }: { list: MemberList }) {
  const user = useCurrentUser();
  const { data: mine } = useMyLikes();
  return (
    <LikeButton
      kind="list"
      id={list._id}
      likes={list.likes}
      label={`Like the list ${list.title}`}
      canLike={!!user && canLikeList(user, list) && mine !== undefined}
      liked={mine?.lists?.includes(list._id) ?? false}
    />
  );
}
