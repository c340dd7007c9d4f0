import type { MemberList } from '@reviews/libs/contract';
import { formatCount } from '@reviews/libs/rules';
import { listPath } from '@reviews/libs/site-map';

import { Avatar } from '../../../components/avatar';
import { HeartIcon } from '../../../components/icons';
import { AppLink } from '../../../components/link';
import { PosterImage } from '../../../components/writeups/poster-image';

const VISIBILITY_LABEL = { public: null, unlisted: 'Unlisted', private: 'Private' } as const;

/** A list in a page of lists: its first five posters, title, owner, size and likes. */
export function ListCard({ list, showVisibility = false }: { list: MemberList; showVisibility?: boolean }) {
  const badge = showVisibility ? VISIBILITY_LABEL[list.visibility] : null;
  return (
    <li className="list-card">
      <div className="list-card__posters" aria-hidden="true">
        {list.entries.map((entry) => (
          <PosterImage
            key={entry.writeup._id}
            className="list-card__poster"
            writeup={entry.writeup}
            alt=""
            width={70}
            height={104}
            loading="lazy"
          />
        ))}
      </div>
      <div className="list-card__body">
        <AppLink className="list-card__title" href={listPath(list._id)}>
          {list.title}
        </AppLink>
        {badge && <span className="list-card__badge">{badge}</span>}
        <span className="list-card__meta">
          <Avatar username={list.user.username} src={list.user.avatar} size={20} />
          <span>{list.user.username}</span>
          <span>
            {list.entryCount} {list.entryCount === 1 ? 'title' : 'titles'}
            {list.ranked ? ', ranked' : ''}
          </span>
          <span className="like-count">
            <HeartIcon /> {formatCount(list.likes)}
            <span className="visually-hidden"> {list.likes === 1 ? 'like' : 'likes'}</span>
          </span>
        </span>
      </div>
    </li>
  );
}

export function ListCards({ lists, showVisibility }: { lists: MemberList[]; showVisibility?: boolean }) {
  return (
    <ul className="list-cards">
      {lists.map((list) => (
        <ListCard key={list._id} list={list} showVisibility={showVisibility} />
      ))}
    </ul>
  );
}
