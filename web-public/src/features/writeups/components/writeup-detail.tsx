import type { Writeup } from '@reviews/libs/contract';
import {
  displayHeadline,
  displayReleaseYear,
  HEADER_IMAGE_SIZES,
  titleWithSeason,
} from '@reviews/libs/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Avatar } from '../../../components/avatar';
import { FallbackImage } from '../../../components/fallback-image';
import { AppLink } from '../../../components/link';
import { Score } from '../../../components/score';
import { PosterImage } from '../../../components/writeups/poster-image';
import { WriteupDate } from '../../../components/writeups/writeup-date';
import { paths } from '../../../config/paths';
import { Markdown } from '../../../lib/markdown';

interface WriteupDetailProps {
  writeup: Writeup;
  /** Shown to its author when they are an administrator. */
  canEdit: boolean;
  /** Beside the critic's score: what the audience thinks and does (product.md §13). */
  audience?: ReactNode;
}

export function WriteupDetail({ writeup, canEdit, audience }: WriteupDetailProps) {
  const title = titleWithSeason(writeup);
  const isArticle = writeup.type === 'article';
  const facts = isArticle
    ? []
    : [
        displayReleaseYear(writeup),
        writeup.runtime ? `${writeup.runtime} min` : null,
        writeup.mpaa || null,
        writeup.director ? `Directed by ${writeup.director}` : null,
      ].filter((fact): fact is string => fact !== null);
  return (
    <article className="writeup">
      <div className="writeup__banner">
        <FallbackImage
          src={writeup.image}
          focus={writeup.imageFocus}
          placeholder={writeup.imagePlaceholder}
          kind="landscape"
          alt=""
          width={1280}
          height={540}
          sizes={HEADER_IMAGE_SIZES.image}
          loading="eager"
          fetchPriority="high"
        />
      </div>
      <header className="writeup__header">
        {!isArticle && (
          // Lazy: a phone hides it (its title is the card's), and a hidden lazy image never loads.
          <PosterImage
            className="writeup__poster"
            writeup={writeup}
            alt={`${title} poster`}
            width={200}
            height={300}
            sizes={HEADER_IMAGE_SIZES.poster}
          />
        )}
        <div className="writeup__heading">
          <h1>{title}</h1>
          {isArticle ? (
            <p className="writeup__headline">{displayHeadline(writeup)}</p>
          ) : (
            <p className="writeup__facts">
              {facts.map((fact) => (
                <span key={fact}>{fact}</span>
              ))}
            </p>
          )}
          {!isArticle && (
            <p className="writeup__score">
              <Score rating={writeup.rating} />
              {writeup.rank !== undefined && (
                <span className="writeup__rank">#{writeup.rank} on the leaderboard</span>
              )}
            </p>
          )}
          {!isArticle && audience}
          {writeup.genre.length > 0 && (
            <ul className="tags" aria-label="Genres">
              {writeup.genre.map((genre) => (
                <li key={genre}>
                  <Link className="tag tag--link" to={paths.search.to(genre)}>
                    {genre}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="writeup__byline">
            <Avatar username={writeup.admin.username} src={writeup.admin.avatar} size={28} />
            <AppLink href={paths.profile.to(writeup.admin.username)} preview>
              {writeup.admin.username}
            </AppLink>
            <WriteupDate writeup={writeup} />
            {canEdit && (
              <a className="button button--small" href={paths.edit.to(writeup._id)}>
                Edit
              </a>
            )}
          </p>
        </div>
      </header>
      <Markdown html={writeup.contentHtml} className="markdown writeup__content" />
      {writeup.notes && (
        <aside className="writeup__notes" aria-label="Admin notes">
          <h2>Admin notes</h2>
          <Markdown html={writeup.notesHtml ?? ''} />
        </aside>
      )}
    </article>
  );
}
