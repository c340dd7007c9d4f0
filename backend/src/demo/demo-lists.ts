import type { INestApplicationContext } from '@nestjs/common';

import type { UserRow } from '../database/schema';
import { ListsRepository } from '../lists/lists.repository';

// product.md §16 in the demo: members' lists, a few public (one ranked), one unlisted, one
// private, with notes (one a spoiler) and likes, made through the lists feature's own writes.

interface DemoReview {
  id: string;
  rating: number;
}

const DEMO_LISTS = [
  {
    title: 'My all-time top five',
    description: 'Ranked, and yes, I argued with myself about **number one** for a week.',
    ranked: true,
    visibility: 'public',
    size: 5,
  },
  {
    title: 'Comfort watches for a rainy Sunday',
    description: 'Nothing too heavy. Blankets recommended.',
    ranked: false,
    visibility: 'public',
    size: 6,
  },
  {
    title: 'Worth a second look',
    description: 'Reviews that grew on me the second time round.',
    ranked: false,
    visibility: 'public',
    size: 4,
  },
  {
    title: 'Shortlist for movie club',
    description: 'Only the club has this link.',
    ranked: false,
    visibility: 'unlisted',
    size: 3,
  },
  { title: 'Guilty pleasures', description: '', ranked: false, visibility: 'private', size: 3 },
] as const;

const NOTES = ['The one I recommend first.', 'Perfect on a big screen.', '', 'Still thinking about it.'];

/** The demo's lists: made by the first members; the lists made. */
export async function seedLists(
  app: INestApplicationContext,
  members: UserRow[],
  reviews: DemoReview[],
  pick: <T>(list: readonly T[]) => T,
): Promise<number> {
  const lists = app.get(ListsRepository);
  const best = [...reviews].sort((a, b) => b.rating - a.rating);
  let made = 0;
  for (const [index, spec] of DEMO_LISTS.entries()) {
    const owner = members[index % Math.min(members.length, 3)];
    const id = await lists.create(owner.id, {
      title: spec.title,
      description: spec.description,
      ranked: spec.ranked,
      visibility: spec.visibility,
    });
    const chosen =
      index === 0
        ? best.slice(0, spec.size)
        : [...new Set(Array.from({ length: spec.size * 2 }, () => pick(reviews)))].slice(0, spec.size);
    await lists.replaceEntries(
      id,
      chosen.map((review, at) => ({
        writeupId: review.id,
        // The ranked list's first note gives an ending away: shown hidden.
        note:
          index === 0 && at === 0
            ? 'That ending. ||Everyone was in on it from the start.||'
            : index < 2
              ? NOTES[at % NOTES.length]
              : '',
        spoiler: index === 0 && at === 0,
      })),
    );
    if (spec.visibility === 'public') {
      for (const fan of members.filter((member) => member.id !== owner.id).slice(0, 3 - (index % 3))) {
        await lists.setLike(id, fan.id, true);
      }
    }
    made += 1;
  }
  return made;
}
