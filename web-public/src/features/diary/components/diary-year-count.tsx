import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useDiary } from '../api/get-diary';

/** A profile's line about its diary (product.md §15): the entries logged this year, and a link to it. */
export function DiaryYearCount({ username }: { username: string }) {
  const year = String(new Date().getUTCFullYear());
  const { data } = useDiary(username, { page: 1, year });
  return (
    <p className="diary-year-count">
      <Link to={paths.diary.to(username)}>Diary</Link>
      {data && (
        <span>
          {' '}
          · {data.totalMatched} {data.totalMatched === 1 ? 'film' : 'films'} logged in {year}
        </span>
      )}
    </p>
  );
}
