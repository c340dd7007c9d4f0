import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useRememberFollow } from '../api/my-follows';
import { useSetFollow } from '../api/set-follow';

interface FollowButtonProps {
  username: string;
  following: boolean;
  /** Told of a follow or unfollow the server took, to move the shown count with it. */
  onChange?: (following: boolean) => void;
}

/**
 * Follow / Following, pressed while I follow the member (product.md §13). Optimistic: the
 * personal answer changes at once and goes back with a message if the server refuses.
 */
export function FollowButton({ username, following, onChange }: FollowButtonProps) {
  const mutation = useSetFollow(username);
  const remember = useRememberFollow(username);

  const toggle = () => {
    const next = !following;
    remember(next);
    onChange?.(next);
    mutation.mutate(next, {
      onError: (error) => {
        remember(!next);
        onChange?.(!next);
        showAlert(errorMessage(error), 'error');
      },
    });
  };

  return (
    <button
      type="button"
      className={following ? 'button button--ghost follow-button' : 'button follow-button'}
      aria-pressed={following}
      onClick={toggle}
    >
      {following ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {username}</span>
    </button>
  );
}
