import type { WatchlistState } from '@reviews/libs/contract';
import { useState } from 'react';

import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useRememberWatchlist } from '../api/my-watchlist';
import { useChangeWatchlist, type WatchlistChange } from '../api/set-watchlist';

interface WatchlistButtonProps {
  writeupId: string;
  /** Names the writeup in the buttons' names: "Watchlist: Dune". */
  title: string;
  /** My entry, from the page's personal state (which this updates); undefined when it is not on my watchlist. */
  entry: WatchlistState | undefined;
}

/**
 * Puts a movie or series on my watchlist or takes it off (a toggle), and marks it watched
 * (product.md §13). Optimistic: it changes at once and goes back with a message if the server
 * refuses.
 */
export function WatchlistButton({ writeupId, title, entry }: WatchlistButtonProps) {
  const mutation = useChangeWatchlist(writeupId);
  const [shown, setShown] = useState<{ entry: WatchlistState | undefined } | null>(null);
  const current = shown ? shown.entry : entry;

  const remember = useRememberWatchlist(writeupId);

  const change = (request: WatchlistChange, guess: WatchlistState | undefined) => {
    const before = current;
    setShown({ entry: guess });
    remember(guess);
    mutation.mutate(request, {
      onSuccess: (answer) => {
        setShown({ entry: answer ?? undefined });
        remember(answer ?? undefined);
      },
      onError: (error) => {
        setShown({ entry: before });
        remember(before);
        showAlert(errorMessage(error), 'error');
      },
    });
  };

  const now = new Date().toISOString();
  const onList = current !== undefined;
  const watched = current?.watched != null;
  return (
    <span className="watchlist-button">
      <button
        type="button"
        className="watchlist-button__toggle"
        aria-pressed={onList}
        aria-label={`Watchlist: ${title}`}
        onClick={() => change({ onList: !onList }, onList ? undefined : { added: now, watched: null })}
      >
        <span aria-hidden="true">{onList ? '✓' : '+'}</span> Watchlist
      </button>
      {onList && (
        <button
          type="button"
          className="watchlist-button__toggle"
          aria-pressed={watched}
          aria-label={`Watched: ${title}`}
          onClick={() =>
            change({ watched: !watched }, { added: current.added, watched: watched ? null : now })
          }
        >
          Watched
        </button>
      )}
    </span>
  );
}
