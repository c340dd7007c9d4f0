import type { WriteupCard } from '@reviews/libs/contract';
import { displayReleaseYear, isScheduled, titleWithSeason } from '@reviews/libs/rules';
import { writeupLink } from '@reviews/libs/site-map';
import type { ReactNode } from 'react';

import { useCurrentUser } from '../../stores/user-store';
import { AudienceScore } from '../audience-score';
import { Avatar } from '../avatar';
import { AppLink } from '../link';
import { Score } from '../score';
import { WriteupDate } from './writeup-date';
import { PosterImage } from './poster-image';

/** Cards of the first row or two show on the first screen: their posters load at once. */
const EAGER_CARDS = 4;

/** Grid view of spec §2: centred, wrapping cards; scheduled ones hide on small screens. */
interface WriteupGridProps {
  writeups: WriteupCard[];
  /** Controls on a card (outside its link), e.g. the watchlist buttons. */
  renderAction?: (writeup: WriteupCard) => ReactNode;
}

export function WriteupGrid({ writeups, renderAction }: WriteupGridProps) {
  const user = useCurrentUser();
  return (
    <ul className="writeup-grid">
      {writeups.map((writeup, index) => {
        const title = titleWithSeason(writeup);
        const scheduled = isScheduled(writeup);
        return (
          <li
            key={writeup._id}
            className={scheduled ? 'writeup-card writeup-card--scheduled' : 'writeup-card'}
          >
            {/* Only the title is the link's text (its name, for screen readers); the link still covers the card. */}
            <div className="writeup-card__body">
              <span className="writeup-card__byline">
                <Avatar username={writeup.admin.username} src={writeup.admin.avatar} size={20} />
                <span className="writeup-card__author">{writeup.admin.username}</span>
                <WriteupDate writeup={writeup} />
              </span>
              <PosterImage
                className="writeup-card__poster"
                writeup={writeup}
                alt=""
                width={175}
                height={260}
                loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
              />
              <AppLink className="writeup-card__title writeup-card__link" href={writeupLink(writeup, user)}>
                {title}
              </AppLink>
              {writeup.type !== 'article' && (
                <span className="writeup-card__meta">
                  <span>{displayReleaseYear(writeup)}</span>
                  <Score rating={writeup.rating} />
                  <AudienceScore score={writeup.audienceScore} count={writeup.audienceCount} />
                </span>
              )}
              {renderAction?.(writeup)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
