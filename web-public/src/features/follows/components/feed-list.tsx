import type { FeedItem } from '@reviews/libs/contract';
import { titleWithSeason } from '@reviews/libs/rules';
import { listPath, writeupLink } from '@reviews/libs/site-map';
import { useState } from 'react';

import { Avatar } from '../../../components/avatar';
import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { Markdown } from '../../../lib/markdown';
import { useCurrentUser } from '../../../stores/user-store';
import { formatDate } from '../../../lib/page-clock';

/** A comment posted with spoilers shows collapsed until its reader opens it (product.md §12). */
function FeedComment({ comment }: { comment: NonNullable<FeedItem['comment']> }) {
  const [open, setOpen] = useState(!comment.spoiler);
  return (
    <div className="feed-item__comment">
      {comment.spoiler && (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide comment with spoilers' : 'Show comment with spoilers'}
        </button>
      )}
      {open && <Markdown html={comment.contentHtml} className="markdown" />}
    </div>
  );
}

const VERBS: Record<FeedItem['kind'], string> = {
  published: 'published',
  rated: 'rated',
  commented: 'commented on',
  logged: 'logged',
  listed: 'made the list',
};

/** Audience scores are 10 to 100, shown as stars out of five. */
const stars = (score: number) => `${score / 20} out of 5 stars`;

function FeedEntry({ item }: { item: FeedItem }) {
  const user = useCurrentUser();
  return (
    <li className="feed-item">
      <Avatar username={item.actor.username} src={item.actor.avatar} size={40} />
      <div className="feed-item__main">
        <p className="feed-item__line">
          <AppLink href={paths.profile.to(item.actor.username)}>{item.actor.username}</AppLink>{' '}
          {VERBS[item.kind]}{' '}
          {item.list ? (
            <AppLink href={listPath(item.list._id)}>{item.list.title}</AppLink>
          ) : (
            item.writeup && (
              <AppLink href={writeupLink(item.writeup, user)} preview>
                {titleWithSeason(item.writeup)}
              </AppLink>
            )
          )}
          {item.score !== undefined && <span className="feed-item__score">: {stars(item.score)}</span>}
        </p>
        {item.comment && <FeedComment comment={item.comment} />}
        {item.entry && (
          <p className="feed-item__log">
            {item.entry.rewatch ? 'Rewatched' : 'Watched'} on {item.entry.watchedOn}
            {item.entry.score !== null && `, ${stars(item.entry.score)}`}.{' '}
            {item.entry.spoiler && item.entry.review === null ? 'Review with spoilers. ' : ''}
            <AppLink href={paths.log.to(item.entry._id)}>
              {item.entry.review !== null || item.entry.spoiler ? 'Read the review' : 'See the entry'}
            </AppLink>
          </p>
        )}
        <time className="feed-item__date" dateTime={item.created}>
          {formatDate(item.created)}
        </time>
      </div>
    </li>
  );
}

/** What the members I follow did, newest first. */
export function FeedList({ items }: { items: FeedItem[] }) {
  return (
    <ol className="feed-list" aria-label="Activity of the members you follow">
      {items.map((item) => (
        <FeedEntry
          key={`${item.kind}-${item.list?._id ?? item.writeup?._id}-${item.comment?._id ?? item.actor._id}-${item.created}`}
          item={item}
        />
      ))}
    </ol>
  );
}
