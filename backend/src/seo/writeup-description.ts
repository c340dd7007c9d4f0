import type { Writeup } from '@reviews/libs/contract';
import { displayHeadline, titleWithSeason } from '@reviews/libs/rules';

import { plainText, summary } from './text-summary';

type Described = Pick<
  Writeup,
  | 'type'
  | 'title'
  | 'season'
  | 'headline'
  | 'content'
  | 'releaseYear'
  | 'rating'
  | 'runtime'
  | 'image'
  | 'poster'
> & {
  authorName: string;
};

/** Reviews: the score and the opening of the text; articles: the headline. */
export function describeWriteup(writeup: Described): string {
  if (writeup.type === 'article') {
    return writeup.headline.trim()
      ? summary(writeup.headline)
      : summary(plainText(writeup.content, writeup)) || displayHeadline(writeup);
  }
  const year = writeup.releaseYear !== null && writeup.releaseYear > 0 ? ` (${writeup.releaseYear})` : '';
  return summary(
    `${titleWithSeason(writeup)}${year} reviewed by ${writeup.authorName}: ${writeup.rating}/100. ${plainText(writeup.content, writeup)}`,
  );
}
