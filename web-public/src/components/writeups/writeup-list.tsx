import { THUMBNAIL } from '@reviews/libs/constants';
import type { WriteupCard } from '@reviews/libs/contract';
import type { ReactNode } from 'react';
import { displayHeadline, displayReleaseYear, titleWithSeason } from '@reviews/libs/rules';
import { writeupLink } from '@reviews/libs/site-map';

import { useCurrentUser } from '../../stores/user-store';
import { AudienceScore } from '../audience-score';
import { Avatar } from '../avatar';
import { AppLink } from '../link';
import { Score } from '../score';
import { WriteupDate } from './writeup-date';
import { PosterImage } from './poster-image';

interface WriteupListProps<Card extends WriteupCard> {
  writeups: Card[];
  /** Show each writeup's rank instead of its poster thumbnail. */
  showRank?: boolean;
  /** Leave out the author (e.g. on the author's own profile). */
  hideAuthor?: boolean;
  /** Controls beside a row (outside its link), e.g. the watchlist buttons. */
  renderAction?: (writeup: Card) => ReactNode;
  /** Something more about each writeup, shown beside its date (e.g. a comment count). */
  noteOf?: (writeup: Card) => ReactNode;
}

interface WriteupRowProps {
  writeup: WriteupCard;
  showRank?: boolean;
  hideAuthor?: boolean;
  note?: ReactNode;
}

/** One row of the list view: rank or thumbnail, title, year and score or headline, author and date. */
export function WriteupRow({ writeup, showRank = false, hideAuthor = false, note }: WriteupRowProps) {
  const user = useCurrentUser();
  return (
    <AppLink className="writeup-row" href={writeupLink(writeup, user)} preview>
      {showRank && writeup.rank !== undefined ? (
        <span
          className="writeup-row__rank"
          aria-label={writeup.tied ? `Rank ${writeup.rank}, tied` : `Rank ${writeup.rank}`}
        >
          {writeup.tied ? `=${writeup.rank}` : writeup.rank}
        </span>
      ) : (
        <PosterImage
          className="writeup-row__thumb"
          writeup={writeup}
          alt=""
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
        />
      )}
      <span className="writeup-row__main">
        <span className="writeup-row__title">{titleWithSeason(writeup)}</span>
        {writeup.type === 'article' ? (
          <span className="writeup-row__meta">{displayHeadline(writeup)}</span>
        ) : (
          <span className="writeup-row__meta">
            <span>{displayReleaseYear(writeup)}</span>
            <Score rating={writeup.rating} />
            <AudienceScore score={writeup.audienceScore} count={writeup.audienceCount} />
          </span>
        )}
      </span>
      <span className="writeup-row__side">
        {!hideAuthor && (
          <span className="writeup-row__author">
            <Avatar username={writeup.admin.username} src={writeup.admin.avatar} size={24} />
            <span>{writeup.admin.username}</span>
          </span>
        )}
        {note}
        <WriteupDate writeup={writeup} />
      </span>
    </AppLink>
  );
}

/** List view of spec §2: one bordered row per writeup, linking to it. */
export function WriteupList<Card extends WriteupCard>({
  writeups,
  showRank = false,
  hideAuthor = false,
  renderAction,
  noteOf,
}: WriteupListProps<Card>) {
  return (
    <ol className="writeup-list">
      {writeups.map((writeup) => {
        const action = renderAction?.(writeup);
        return (
          <li key={writeup._id} className={action ? 'writeup-list__item--action' : undefined}>
            <WriteupRow
              writeup={writeup}
              showRank={showRank}
              hideAuthor={hideAuthor}
              note={noteOf?.(writeup)}
            />
            {action && <span className="writeup-list__action">{action}</span>}
          </li>
        );
      })}
    </ol>
  );
}
