import type { WriteupType } from '../constants.js';

/** The two kinds of writeup: articles, and reviews (of a movie or a series); each has its own pages and API paths. */
export type WriteupKind = 'review' | 'article';

/** Spec §2: an article is an article; a movie or a series is a review. */
export function writeupKind(type: WriteupType): WriteupKind {
  return type === 'article' ? 'article' : 'review';
}
