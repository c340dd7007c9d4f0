import type { Writeup, WriteupCard } from '@reviews/libs/contract';
import { canSeeWriteupNotes } from '@reviews/libs/rules';

import type { UserRow, WriteupRow } from '../../database/schema';
import { userAvatar } from '../../users';
import type { WriteupViewer } from './writeup-viewer';
import { markdownHtml, writeupContentHtml } from '../../markdown/markdown-html';

export type WriteupAuthor = Pick<UserRow, 'id' | 'username' | 'picture' | 'thirdPartyPicture'>;
/** The placeholder colours of a writeup's poster and banner, from their media rows. */
interface ImagePlaceholders {
  posterPlaceholder: string;
  imagePlaceholder: string;
}

/** What members did with a writeup: likes (product.md §12) and ratings (§13). */
export interface WriteupCounts {
  likes: number;
  audienceScore: number | null;
  audienceCount: number;
}

/** A stored writeup without its search vector, which no response needs, with its counts. */
export type WriteupRecord = Omit<WriteupRow, 'searchVector'> & WriteupCounts & ImagePlaceholders;

/** The stored columns a card shows, its counts and its images' placeholders. */
export type WriteupCardRecord = WriteupCounts &
  ImagePlaceholders &
  Pick<
    WriteupRow,
    | 'id'
    | 'type'
    | 'title'
    | 'slug'
    | 'headline'
    | 'season'
    | 'releaseYear'
    | 'genre'
    | 'poster'
    | 'image'
    | 'posterFocus'
    | 'imageFocus'
    | 'rating'
    | 'visibleAfter'
    | 'updated'
    | 'draft'
  >;

/** A writeup row with its author, as every read answers it; `rank` only where asked for. */
export interface WriteupWithAuthor {
  writeup: WriteupRecord;
  author: WriteupAuthor;
  rank?: number;
}

/** A card row with its author, as lists answer it; `rank` and `tied` only on the leaderboard. */
export interface WriteupCardWithAuthor {
  writeup: WriteupCardRecord;
  author: WriteupAuthor;
  rank?: number;
  tied?: boolean;
}

function authorRef(author: WriteupAuthor): Writeup['admin'] {
  return { _id: author.id, username: author.username, avatar: userAvatar(author) };
}

/** The API shape of a writeup in a list (WriteupCard): what a card shows, no markdown. */
export function toWriteupCard(
  row: WriteupCardRecord,
  author: WriteupAuthor,
  rank?: number,
  tied?: boolean,
): WriteupCard {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    slug: row.slug,
    headline: row.headline,
    season: row.season,
    releaseYear: row.releaseYear,
    genre: row.genre,
    poster: row.poster,
    posterPlaceholder: row.posterPlaceholder,
    image: row.image,
    posterFocus: row.posterFocus,
    imageFocus: row.imageFocus,
    imagePlaceholder: row.imagePlaceholder,
    rating: row.rating,
    admin: authorRef(author),
    visibleAfter: row.visibleAfter?.toISOString() ?? null,
    updated: row.updated.toISOString(),
    draft: row.draft,
    likes: row.likes,
    audienceScore: row.audienceScore,
    audienceCount: row.audienceCount,
    ...(rank !== undefined ? { rank } : {}),
    ...(tied !== undefined ? { tied } : {}),
  };
}

/** The API shape of a writeup: its card and the rest; notes reach administrators only. */
export function toWriteupResponse(
  row: WriteupRecord,
  author: WriteupAuthor,
  viewer: WriteupViewer,
  rank?: number,
): Writeup {
  return {
    ...toWriteupCard(row, author, rank),
    runtime: row.runtime,
    mpaa: row.mpaa,
    director: row.director,
    tags: row.tags,
    collections: row.collections,
    content: row.content,
    // Rendered at save; a row written without it (by hand) is rendered here (product.md §14).
    contentHtml: row.contentHtml ?? writeupContentHtml(row.content, row, null),
    ...(canSeeWriteupNotes(viewer)
      ? { notes: row.notes, notesHtml: row.notesHtml ?? markdownHtml(row.notes) }
      : {}),
  };
}
