import type { WriteupCard } from '@reviews/libs/contract';
import { isPublished, titleWithSeason } from '@reviews/libs/rules';

import { useCurrentUser } from '../../../stores/user-store';
import { useMyWatchlist } from '../api/my-watchlist';
import { WatchlistButton } from './watchlist-button';

/** The cards of a page that may go on a watchlist: published movies and series. */
export const watchable = (cards: WriteupCard[]) =>
  cards.filter((card) => card.type !== 'article' && isPublished(card)).map((card) => card._id);

/**
 * The watchlist buttons of one card of a page, from the page's personal state: the page names its
 * cards in its MyStateScope, so all its cards share one GET /api/me/state; visitors see none.
 */
export function CardWatchlist({ card, page }: { card: WriteupCard; page: WriteupCard[] }) {
  const user = useCurrentUser();
  const asked = watchable(page);
  const { data } = useMyWatchlist();
  if (!user || !data || !asked.includes(card._id)) return null;
  return (
    <WatchlistButton writeupId={card._id} title={titleWithSeason(card)} entry={data.watchlist[card._id]} />
  );
}
