import type { WriteupCard } from '@reviews/libs/contract';
import { cardDate, formatDate, isScheduled } from '@reviews/libs/rules';

import { ClockIcon } from '../icons';

/** The card date without time; a clock marks a writeup scheduled for the future. */
export function WriteupDate({ writeup }: { writeup: WriteupCard }) {
  const scheduled = isScheduled(writeup);
  const date = cardDate(writeup);
  return (
    <span className="writeup-date">
      {scheduled && <ClockIcon aria-label="Scheduled" role="img" aria-hidden={false} />}
      <time dateTime={date}>{formatDate(date)}</time>
    </span>
  );
}
