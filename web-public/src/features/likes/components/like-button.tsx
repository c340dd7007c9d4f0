import type { MyLikesResponse } from '@reviews/libs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { HeartIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { myLikesQueryKey, type LikeTargets } from '../api/get-my-likes';
import { type LikeKind, useSetLike } from '../api/set-like';

interface LikeButtonProps {
  kind: LikeKind;
  id: string;
  /** The public count (it may lag by up to a minute). */
  likes: number;
  /** Names what it likes, for the button's label: "Like moviebuff's comment". */
  label: string;
  /** Signed-in reader who may like it; others see the count alone. */
  userId: string | undefined;
  canLike: boolean;
  /** The ids the page asked GET /api/me/likes about (the query this button reads and updates). */
  targets: LikeTargets;
  liked: boolean;
}

/**
 * A heart with its count, pressed when I like it (product.md §12). Optimistic: it changes at
 * once, then takes the server's count, and goes back with a message if the server refuses.
 */
export function LikeButton({ kind, id, likes, label, userId, canLike, targets, liked }: LikeButtonProps) {
  const queryClient = useQueryClient();
  const mutation = useSetLike(kind, id);
  const [shown, setShown] = useState<{ liked: boolean; likes: number } | null>(null);
  const pressed = shown?.liked ?? liked;
  const count = shown?.likes ?? likes;
  const key = myLikesQueryKey(userId, targets);
  const list = kind === 'writeup' ? 'writeups' : 'comments';

  const remember = (isLiked: boolean) =>
    queryClient.setQueryData<MyLikesResponse>(key, (mine = { writeups: [], comments: [] }) => ({
      ...mine,
      [list]: isLiked ? [...new Set([...mine[list], id])] : mine[list].filter((other) => other !== id),
    }));

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
