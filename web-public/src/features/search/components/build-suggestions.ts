import type { Role } from '@reviews/libs/constants';
import type { SearchResponse, WriteupCard } from '@reviews/libs/contract';
import { titleWithSeason } from '@reviews/libs/rules';
import { matchPages, pageSuggestionLimit, writeupLink } from '@reviews/libs/site-map';

import { paths } from '../../../config/paths';

export interface Suggestion {
  id: string;
  label: string;
  href: string;
  /** A writeup's suggestion shows its poster thumbnail, year and score (or headline). */
  writeup?: WriteupCard;
}

export interface SuggestionGroup {
  label: 'Pages' | 'Movies' | 'Shows' | 'Articles' | 'Users';
  items: Suggestion[];
}

/** The overlay's groups in spec order; empty groups are left out. */
export function buildSuggestions(
  query: string,
  role: Role | null,
  results: SearchResponse | undefined,
): SuggestionGroup[] {
  const writeups = results?.writeups ?? [];
  const users = results?.users ?? [];
  const hasOtherResults = writeups.length + users.length > 0;
  const writeupsOf = (type: string) =>
    writeups
      .filter((writeup) => writeup.type === type)
      .map((writeup) => ({
        id: writeup._id,
        label: titleWithSeason(writeup),
        href: writeupLink(writeup, null),
        writeup,
      }));
  const groups: SuggestionGroup[] = [
    {
      label: 'Pages',
      items: matchPages(query, role, pageSuggestionLimit(hasOtherResults)).map((page) => ({
        id: `page:${page.path}`,
        label: page.title,
        href: page.path,
      })),
    },
    { label: 'Movies', items: writeupsOf('movie') },
    { label: 'Shows', items: writeupsOf('series') },
    { label: 'Articles', items: writeupsOf('article') },
    {
      label: 'Users',
      items: users.map((user) => ({
        id: user._id,
        label: user.username,
        href: paths.profile.to(user.username),
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
