import { useState } from 'react';

import { HeartIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useRememberLike } from '../api/my-likes';
import { type LikeKind, useSetLike } from '../api/set-like';

interface LikeButtonProps {
  kind: LikeKind;
  id: string;
  /** The public count (it may lag by up to a minute). */
  likes: number;
  /** Names what it likes, for the button's label: "Like moviebuff's comment". */
  label: string;
  /** A signed-in reader who may like it; others see the count alone. */
  canLike: boolean;
  /** From the page's personal state (GET /api/me/state), which this button updates. */
  liked: boolean;
}

/**
 * A heart with its count, pressed when I like it (product.md §12). Optimistic: it changes at
 * once, then takes the server's count, and goes back with a message if the server refuses.
 */
export function LikeButton({ kind, id, likes, label, canLike, liked }: LikeButtonProps) {
  const mutation = useSetLike(kind, id);
  const [shown, setShown] = useState<{ liked: boolean; likes: number } | null>(null);
  const pressed = shown?.liked ?? liked;
  const count = shown?.likes ?? likes;
  const remember = useRememberLike(kind, id);

  const toggle = () => {
    const before = { liked: pressed, likes: count };
    const next = !pressed;
    setShown({ liked: next, likes: Math.max(0, count + (next ? 1 : -1)) });
    remember(next);
    mutation.mutate(next, {
      onSuccess: (answer) => setShown({ liked: next, likes: answer.likes }),
      onError: (error) => {
        setShown(before);
        remember(before.liked);
        showAlert(errorMessage(error), 'error');
      },
    });
  };

  // The visible count is part of the name (WCAG 2.5.3): "Like moviebuff's comment, 3 likes".
  const counted = (
    <>
      <HeartIcon /> {count}
      <span className="visually-hidden"> {count === 1 ? 'like' : 'likes'}</span>
    </>
  );
  if (!canLike) return <span className="like-count">{counted}</span>;
  return (
    <button type="button" className="like-button" aria-pressed={pressed} onClick={toggle}>
      <span className="visually-hidden">{label}, </span>
      {counted}
    </button>
  );
}
