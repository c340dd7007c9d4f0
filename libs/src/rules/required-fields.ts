import type { WriteupField, WriteupInput } from './writeup-fields.js';

const REVIEW_REQUIRED = [
  'title',
  'releaseYear',
  'content',
  'image',
  'poster',
  'director',
  'mpaa',
  'genre',
  'rating',
] as const satisfies readonly WriteupField[];
const MOVIE_REQUIRED = [...REVIEW_REQUIRED, 'runtime'] as const;
const ARTICLE_REQUIRED = [
  'title',
  'headline',
  'content',
  'image',
  'tags',
] as const satisfies readonly WriteupField[];

export type RequiredWriteupField = (typeof MOVIE_REQUIRED | typeof ARTICLE_REQUIRED)[number];

/** The fields publishing needs (spec §5), in the order the editor shows them. */
function requiredFields(type: WriteupInput['type']): readonly RequiredWriteupField[] {
  if (type === 'article') return ARTICLE_REQUIRED;
  return type === 'movie' ? MOVIE_REQUIRED : REVIEW_REQUIRED;
}

function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value) || value < 0;
  if (Array.isArray(value)) return !value.some((entry) => !isMissing(entry));
  return false;
}

/**
 * Spec §5: the required fields a writeup still lacks before it can be published. Blank text,
 * empty lists and negative numbers count as missing; 0 is a valid rating.
 */
export function missingRequiredFields(writeup: WriteupInput): RequiredWriteupField[] {
  return requiredFields(writeup.type).filter((field) => isMissing(writeup[field]));
}
