import { LIMITS } from '../constants.js';
import { isFocalPoint } from './focal-point.js';
import { WRITEUP_FIELD_LABELS, type WriteupField, type WriteupInput } from './writeup-fields.js';

const TEXT_LIMITS = {
  title: LIMITS.shortText,
  headline: LIMITS.shortText,
  director: LIMITS.shortText,
  mpaa: LIMITS.shortText,
  image: LIMITS.url,
  poster: LIMITS.url,
  content: LIMITS.content,
  notes: LIMITS.notes,
} as const satisfies Partial<Record<WriteupField, number>>;

const LIST_LIMITS = {
  genre: LIMITS.genres,
  tags: LIMITS.tags,
  collections: LIMITS.collections,
} as const satisfies Partial<Record<WriteupField, number>>;

const MAX_RELEASE_YEAR = 10 ** LIMITS.releaseYearLength - 1;

/** Characters as people count them (an emoji is one), as the server's validators count them. */
function characters(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

function isPresent<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

function textProblems(writeup: WriteupInput): string[] {
  return Object.entries(TEXT_LIMITS).flatMap(([field, max]) => {
    const value = writeup[field as keyof typeof TEXT_LIMITS];
    return isPresent(value) && characters(value) > max
      ? [`${WRITEUP_FIELD_LABELS[field as WriteupField]} must be at most ${max} characters`]
      : [];
  });
}

function listProblems(writeup: WriteupInput): string[] {
  return Object.entries(LIST_LIMITS).flatMap(([field, max]) => {
    const entries = writeup[field as keyof typeof LIST_LIMITS];
    if (!isPresent(entries)) return [];
    const label = WRITEUP_FIELD_LABELS[field as WriteupField];
    const problems: string[] = [];
    if (entries.length > max) problems.push(`${label} allows at most ${max} entries`);
    if (entries.some((entry) => characters(entry) > LIMITS.shortText)) {
      problems.push(`${label} entries must be at most ${LIMITS.shortText} characters`);
    }
    return problems;
  });
}

const FOCAL_POINT_FIELDS = ['imageFocus', 'posterFocus'] as const satisfies readonly WriteupField[];

function focalPointProblems(writeup: WriteupInput): string[] {
  return FOCAL_POINT_FIELDS.flatMap((field) => {
    const value = writeup[field];
    return isPresent(value) && !isFocalPoint(value)
      ? [`${WRITEUP_FIELD_LABELS[field]} must be two whole percentages from 0 to 100, like "50% 30%"`]
      : [];
  });
}

function collectionProblems(collections: readonly string[], known: readonly string[]): string[] {
  const unknown = collections.filter((keyword) => !known.includes(keyword));
  return unknown.length === 0 ? [] : [`Unknown collections: ${unknown.join(', ')}`];
}

function numberProblems(writeup: WriteupInput): string[] {
  const problems: string[] = [];
  const { rating, releaseYear, runtime, season } = writeup;
  if (
    isPresent(rating) &&
    !(Number.isInteger(rating) && rating >= LIMITS.ratingMin && rating <= LIMITS.ratingMax)
  ) {
    problems.push(`Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`);
  }
  if (
    isPresent(releaseYear) &&
    !(Number.isInteger(releaseYear) && releaseYear >= 0 && releaseYear <= MAX_RELEASE_YEAR)
  ) {
    problems.push(`Release year must be a whole number of at most ${LIMITS.releaseYearLength} digits`);
  }
  for (const [field, value, max] of [
    ['runtime', runtime, LIMITS.runtimeMax],
    ['season', season, LIMITS.seasonMax],
  ] as const) {
    if (isPresent(value) && !(Number.isInteger(value) && value >= 1 && value <= max)) {
      problems.push(`${WRITEUP_FIELD_LABELS[field]} must be a whole number from 1 to ${max}`);
    }
  }
  return problems;
}

/**
 * The limits of spec §5 and product.md §4b that every save must respect, draft or not, as
 * sentences a person can read; empty when the writeup is within them. `collectionKeywords`
 * are the search keywords of the configured collections.
 */
export function validateWriteupLimits(
  writeup: WriteupInput,
  collectionKeywords: readonly string[],
): string[] {
  return [
    ...textProblems(writeup),
    ...listProblems(writeup),
    ...collectionProblems(writeup.collections ?? [], collectionKeywords),
    ...numberProblems(writeup),
    ...focalPointProblems(writeup),
  ];
}
