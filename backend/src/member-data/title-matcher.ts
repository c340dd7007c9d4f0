import { titleMatchKey } from '@reviews/libs/rules';

import type { RowMatch } from './import-plan';
import type { ImportCandidate } from './member-data-import.repository';
import type { ImportRow } from './letterboxd-csv';

const NO_MATCH = 'No published movie or series has this title and year';
const NO_YEAR = 'The row has no year to match';
const AMBIGUOUS = 'More than one movie or series has this title and year';

function keyOf(title: string, year: number | null): string {
  return `${titleMatchKey(title)}|${year ?? ''}`;
}

/** The slug of one of this site's review addresses (`{PUBLIC_URL}/review/{slug}`), else undefined. */
export function reviewSlugOf(uri: string, publicUrl: string): string | undefined {
  const prefix = `${publicUrl.replace(/\/$/, '')}/review/`;
  if (!uri.startsWith(prefix)) return undefined;
  const slug = uri.slice(prefix.length).replace(/\/$/, '');
  try {
    return slug === '' || slug.includes('/') ? undefined : decodeURIComponent(slug);
  } catch {
    return undefined;
  }
}

/**
 * product.md §17: the writeup a row names: by its title and release year (case, accents and
 * punctuation ignored); a row of this site's own export names its writeup by address first.
 */
export class TitleMatcher {
  private readonly byKey = new Map<string, ImportCandidate[]>();
  private readonly bySlug = new Map<string, ImportCandidate>();

  constructor(
    candidates: ImportCandidate[],
    private readonly publicUrl: string,
  ) {
    for (const candidate of candidates) {
      const key = keyOf(candidate.title, candidate.releaseYear);
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), candidate]);
      if (candidate.slug) this.bySlug.set(candidate.slug, candidate);
    }
  }

  match(row: ImportRow): RowMatch {
    const slug = reviewSlugOf(row.uri, this.publicUrl);
    const bySlug = slug === undefined ? undefined : this.bySlug.get(slug);
    if (bySlug) return { writeup: bySlug };
    if (row.year === null) return { reason: NO_YEAR };
    const found = this.byKey.get(keyOf(row.name, row.year)) ?? [];
    if (found.length === 1) return { writeup: found[0] };
    return { reason: found.length === 0 ? NO_MATCH : AMBIGUOUS };
  }
}
