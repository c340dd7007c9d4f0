import type { WriteupType } from '../constants.js';
import type { Writeup } from '../contract/index.js';

/** The editable fields of a writeup, any of them possibly absent or null while it is a draft. */
export type WriteupInput = { type: WriteupType } & {
  [K in Exclude<keyof Writeup, 'type' | 'admin' | 'rank'>]?: Writeup[K] | null;
};

/** How each editable field is named in messages people read. */
export const WRITEUP_FIELD_LABELS = {
  title: 'Title',
  headline: 'Headline',
  releaseYear: 'Release year',
  runtime: 'Runtime',
  season: 'Season',
  content: 'Content',
  image: 'Image',
  poster: 'Poster',
  imageFocus: 'Banner focal point',
  posterFocus: 'Poster focal point',
  director: 'Director',
  mpaa: 'MPAA rating',
  genre: 'Genre',
  tags: 'Tags',
  collections: 'Collections',
  rating: 'Rating',
  notes: 'Notes',
} as const;

export type WriteupField = keyof typeof WRITEUP_FIELD_LABELS;
