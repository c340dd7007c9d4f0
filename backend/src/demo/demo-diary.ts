import type { INestApplicationContext } from '@nestjs/common';
import type { LogRequest } from '@reviews/libs/contract';

import type { UserRow } from '../database/schema';
import { DiaryService } from '../diary';
import { PurgeKeys } from '../http-cache/purge-keys';
import type { DemoSocialInput } from './demo-social';

// product.md §15 in the demo: every member keeps a diary of the published movies and series,
// with rewatches, stars and reviews (some marked as spoilers); members like each other's reviews,
// so the first member (popcorn-pete) finds likes in his notifications and logs in his feed.
// Everything goes through the diary's own writes, which notify and set audience ratings.

const DEMO_REVIEWS = [
  'Gorgeous to look at, and the score does half the storytelling.',
  'Slower than I remembered, but every scene earns its place.',
  'Not for me: the characters never felt like people.',
  'Funny, sad and over far too soon. I want a sequel.',
  'The middle drags, the last twenty minutes are perfect.',
  'A **rewatch** that rewarded me: I caught so much I missed the first time.',
];

const DEMO_SPOILERS = [
  'The twist with the brother changes everything you saw before it.',
  'I did not expect the lead to die halfway through, and the film never recovers.',
  'Knowing the ending was a dream made the second viewing even better.',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day `daysAgo` before today, as a diary day. */
const dayBefore = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Diaries for the demo members, and likes of their reviews; the entries made. */
export async function seedDiaries(
  app: INestApplicationContext,
  { members, films, pick }: Pick<DemoSocialInput, 'members' | 'pick'> & { films: { id: string }[] },
): Promise<number> {
  const diary = app.get(DiaryService);
  const reviewed: { id: string; by: UserRow }[] = [];
  let entries = 0;
  for (const [memberIndex, member] of members.entries()) {
    const count = memberIndex === 0 ? 12 : 5 + (memberIndex % 4);
    for (let index = 0; index < count; index += 1) {
      const film = films[(memberIndex * 7 + index * 3) % films.length];
      const spoiler = index % 5 === 3;
      const withReview = spoiler || index % 2 === 0;
      const body: LogRequest = {
        watchedOn: dayBefore(3 + memberIndex * 11 + index * 23),
        rewatch: index % 4 === 1,
        score: index % 3 === 2 ? null : pick([60, 70, 80, 90, 100, 50, 40]),
        review: withReview ? (spoiler ? pick(DEMO_SPOILERS) : pick(DEMO_REVIEWS)) : null,
        spoiler,
      };
      const entry = await diary.log(film.id, body, member, new PurgeKeys());
      entries += 1;
      // A rewatch of the same film weeks later, for the first member's diary.
      if (memberIndex === 0 && index % 4 === 0) {
        await diary.log(
          film.id,
          { watchedOn: dayBefore(1 + index), rewatch: true, score: 90 },
          member,
          new PurgeKeys(),
        );
        entries += 1;
      }
      if (withReview) reviewed.push({ id: entry._id, by: member });
    }
  }
  for (const [index, review] of reviewed.entries()) {
    const likers = members
      .filter((member) => member.id !== review.by.id)
      .slice(index % 3, (index % 3) + 1 + (index % 4));
    for (const liker of likers) await diary.like(review.id, liker, true);
  }
  return entries;
}
