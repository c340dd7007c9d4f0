import { useState } from 'react';

import { Pagination } from '../../../components/pagination';
import { WriteupList } from '../../../components/writeups/writeup-list';
import { useUserWatchlist } from '../api/get-user-watchlist';

/** A member's watchlist on their profile, when they made it public (otherwise nothing shows). */
export function PublicWatchlist({ username }: { username: string }) {
  const [page, setPage] = useState(1);
  const { data } = useUserWatchlist(username, page);
  if (!data || data.writeups.length === 0) return null;
  return (
    <section className="section" aria-labelledby="public-watchlist-title">
      <h2 className="section__title" id="public-watchlist-title">
        Watchlist
      </h2>
      <WriteupList
        writeups={data.writeups}
        renderAction={(card) => {
          const entry = data.writeups.find((item) => item._id === card._id);
          return entry?.watched ? <span className="film-life-prompt">Watched</span> : null;
        }}
      />
      {data.totalPages > 1 && (
        <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
      )}
    </section>
  );
}
