import type { LogEntry } from '@reviews/libs/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Avatar } from '../../../components/avatar';
import { paths } from '../../../config/paths';
import { LogStars } from './log-stars';
import { ReviewText } from './review-text';

interface ReviewCardProps {
  entry: LogEntry;
  /** The like button (the likes feature), and the report or hide controls. */
  actions: ReactNode;
}

/** One member's review (product.md §15): who, stars, rewatch, the review (collapsed if a spoiler). */
export function ReviewCard({ entry, actions }: ReviewCardProps) {
  return (
    <article className="review-card" aria-label={`${entry.user.username}'s review`}>
      <header className="review-card__header">
        <Avatar username={entry.user.username} src={entry.user.avatar} size={32} />
        <Link to={paths.profile.to(entry.user.username)}>{entry.user.username}</Link>{' '}
        <LogStars score={entry.score} />
        {entry.rewatch && <span className="diary-entry__rewatch"> Rewatch</span>}{' '}
        <Link className="review-card__date" to={paths.log.to(entry._id)}>
          Watched {entry.watchedOn}
        </Link>
      </header>
      {entry.reviewHtml !== null && <ReviewText html={entry.reviewHtml} spoiler={entry.spoiler} />}
      <footer className="review-card__actions">{actions}</footer>
    </article>
  );
}
