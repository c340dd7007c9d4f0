import type { WriteupCard } from '@reviews/libs/contract';
import { cardDate, isScheduled } from '@reviews/libs/rules';

import { ClockIcon } from '../icons';
import { formatDate } from '../../lib/page-clock';

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
