import type { ListEntry, MemberList } from '@reviews/libs/contract';
import { displayReleaseYear, titleWithSeason } from '@reviews/libs/rules';
import { writeupLink } from '@reviews/libs/site-map';
import { type ReactNode, useState } from 'react';

import { Avatar } from '../../../components/avatar';
import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { Markdown } from '../../../lib/markdown';
import { useCurrentUser } from '../../../stores/user-store';
import { formatDate } from '../../../lib/page-clock';
import { PosterImage } from '../../../components/writeups/poster-image';

/** A note that gives the plot away shows behind a button until its reader opens it. */
function EntryNote({ entry }: { entry: ListEntry }) {
  const [open, setOpen] = useState(!entry.spoiler);
  if (!entry.note) return null;
  return (
    <div className="list-entry__note">
      {entry.spoiler && (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide note with spoilers' : 'Show note with spoilers'}
        </button>
      )}
      {open && <Markdown html={entry.noteHtml} />}
    </div>
  );
}

function Entry({ entry }: { entry: ListEntry }) {
  const user = useCurrentUser();
  const { writeup } = entry;
  return (
    <li className="list-entry">
      {entry.rank !== null && (
        <span className="list-entry__rank" aria-hidden="true">
          {entry.rank}
        </span>
      )}
      <PosterImage
        className="list-entry__poster"
        writeup={writeup}
        alt=""
        width={70}
        height={104}
        loading="lazy"
      />
      <div className="list-entry__body">
        <AppLink className="list-entry__title" href={writeupLink(writeup, user)} preview>
          {entry.rank !== null && <span className="visually-hidden">Number {entry.rank}: </span>}
          {titleWithSeason(writeup)}
        </AppLink>
        <span className="list-entry__meta">{displayReleaseYear(writeup)}</span>
        <EntryNote entry={entry} />
      </div>
    </li>
  );
}

const VISIBILITY_TEXT = {
  public: null,
  unlisted: 'Unlisted: only people with its address can see it.',
  private: 'Private: only you can see it.',
} as const;

/**
 * A list as its readers see it: owner, description, likes (`likeButton`, composed by the page)
 * and the entries in order.
 */
export function ListView({ list, likeButton }: { list: MemberList; likeButton: ReactNode }) {
  const Items = list.ranked ? 'ol' : 'ul';
  return (
    <>
      <p className="list-view__byline">
        <Avatar username={list.user.username} src={list.user.avatar} size={24} />
        <span>
          A list by <AppLink href={paths.profileLists.to(list.user.username)}>{list.user.username}</AppLink>
        </span>
        <time dateTime={list.updated}>{formatDate(list.updated)}</time>
        {likeButton}
      </p>
      {VISIBILITY_TEXT[list.visibility] && (
        <p className="list-view__visibility">{VISIBILITY_TEXT[list.visibility]}</p>
      )}
      {list.description && (
        <Markdown html={list.descriptionHtml} className="markdown list-view__description" />
      )}
      {list.entries.length === 0 ? (
        <p className="empty-state">This list is empty.</p>
      ) : (
        <Items className="list-entries">
          {list.entries.map((entry) => (
            <Entry key={entry.writeup._id} entry={entry} />
          ))}
        </Items>
      )}
    </>
  );
}
