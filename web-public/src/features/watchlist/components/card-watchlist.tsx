import type { WriteupCard } from '@reviews/libs/contract';
import { isPublished, titleWithSeason } from '@reviews/libs/rules';

import { useCurrentUser } from '../../../stores/user-store';
import { useMyWatchlist } from '../api/get-my-watchlist';
import { WatchlistButton } from './watchlist-button';

/** The cards of a page that may go on a watchlist: published movies and series. */
export const watchable = (cards: WriteupCard[]) =>
  cards.filter((card) => card.type !== 'article' && isPublished(card)).map((card) => card._id);

/**
 * The watchlist buttons of one card of a page. Every card of the page asks about the same ids,
 * so the page makes one GET /api/me/watchlist call, not one per card; visitors see none.
 */
export function CardWatchlist({ card, page }: { card: WriteupCard; page: WriteupCard[] }) {
  const user = useCurrentUser();
  const asked = watchable(page);
  const { data } = useMyWatchlist(user?._id, asked);
  if (!user || !data || !asked.includes(card._id)) return null;
  return (
    <WatchlistButton
      writeupId={card._id}
      title={titleWithSeason(card)}
      userId={user._id}
      asked={asked}
      entry={data.watchlist[card._id]}
    />
  );
}
