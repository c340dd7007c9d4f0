import { WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';

/** How the console names each writeup type (spec §2: a new draft starts by choosing one). */
export const TYPE_LABELS: Record<WriteupType, string> = {
  movie: 'Movie',
  series: 'Series',
  article: 'Article',
};

/** The types as react-admin choices. */
export const TYPE_CHOICES = WRITEUP_TYPES.map((type) => ({ id: type, name: TYPE_LABELS[type] }));
