import { LIMITS } from '@reviews/libs/constants';
import type { RevisionFields } from '@reviews/libs/contract';
import { DEFAULT_FOCAL_POINT, type WriteupInput } from '@reviews/libs/rules';

import type { SaveWriteupDto } from '../dto/save-writeup.request';
import type { WriteupRecord } from '../reading/writeup.mapper';

const TEXT_FIELDS = ['title', 'headline', 'mpaa', 'director', 'poster', 'image', 'content', 'notes'] as const;
const NUMBER_FIELDS = ['runtime', 'season', 'releaseYear'] as const;
const LIST_FIELDS = ['genre', 'tags', 'collections'] as const;
const FOCAL_POINT_FIELDS = ['posterFocus', 'imageFocus'] as const;

/**
 * The editable fields a save stores: the body's value where given, else the stored one. The focal
 * points ride along in the revision's stored fields; a revision from before them restores none.
 */
export type EditableFields = RevisionFields & Pick<WriteupRecord, (typeof FOCAL_POINT_FIELDS)[number]>;

function pick<T>(given: T | null | undefined, stored: T, empty: T): T {
  if (given === undefined) return stored;
  return given ?? empty;
}

/** Titles are one line: surrounding and repeated whitespace is dropped so title lookups match. */
function normaliseTitle(title: string): string {
  return title.replace(/\s+/g, ' ').trim();
}

function trimList(entries: string[]): string[] {
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

export function mergeEditableFields(stored: WriteupRecord, body: SaveWriteupDto): EditableFields {
  const fields = {} as Record<string, unknown>;
  for (const field of TEXT_FIELDS) fields[field] = pick(body[field], stored[field], '');
  for (const field of NUMBER_FIELDS) fields[field] = pick(body[field], stored[field], null);
  for (const field of LIST_FIELDS) fields[field] = trimList(pick(body[field], stored[field], []));
  for (const field of FOCAL_POINT_FIELDS)
    fields[field] = pick(body[field], stored[field], DEFAULT_FOCAL_POINT);
  fields.rating = pick(body.rating, stored.rating, LIMITS.ratingMin);
  const merged = fields as unknown as EditableFields;
  return { ...merged, title: normaliseTitle(merged.title) };
}

/** The shape the libs rules (limits, required fields, slug source) read. */
export function toRuleInput(type: WriteupRecord['type'], fields: EditableFields): WriteupInput {
  return { type, ...fields };
}
