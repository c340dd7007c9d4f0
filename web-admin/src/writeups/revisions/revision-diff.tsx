import type { RevisionFields } from '@reviews/libs/contract';
import { WRITEUP_FIELD_LABELS } from '@reviews/libs/rules';
import { Box, Stack, Typography } from '@mui/material';
import { diffLines, diffWordsWithSpace } from 'diff';

/** The fields a revision keeps, in the editor's order. */
export const REVISION_FIELDS = [
  'title',
  'headline',
  'releaseYear',
  'runtime',
  'season',
  'mpaa',
  'director',
  'genre',
  'tags',
  'collections',
  'rating',
  'poster',
  'image',
  'content',
  'notes',
] as const satisfies readonly (keyof RevisionFields)[];

export type RevisionField = (typeof REVISION_FIELDS)[number];

const LABELS: Record<RevisionField, string> = {
  ...(WRITEUP_FIELD_LABELS as Record<string, string>),
  image: 'Banner image',
  notes: 'Notes',
} as Record<RevisionField, string>;

export function fieldLabel(field: RevisionField): string {
  return LABELS[field] ?? field;
}

/** A field as text a person reads in a diff: lists joined, missing numbers empty. */
function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The fields whose values differ between two versions. */
export function changedFields(
  before: Partial<Record<RevisionField, unknown>>,
  after: Partial<Record<RevisionField, unknown>>,
): RevisionField[] {
  return REVISION_FIELDS.filter((field) => fieldText(before[field]) !== fieldText(after[field]));
}

/** Removed text struck through in red, added text underlined in green: readable without colour too. */
function TextDiff({ field, before, after }: { field: RevisionField; before: string; after: string }) {
  const parts =
    field === 'content' || field === 'notes' ? diffLines(before, after) : diffWordsWithSpace(before, after);
  return (
    <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
      {parts.map((part, index) =>
        part.added ? (
          <Box component="ins" key={index} sx={{ bgcolor: 'success.light', color: 'success.contrastText' }}>
            {part.value}
          </Box>
        ) : part.removed ? (
          <Box component="del" key={index} sx={{ bgcolor: 'error.light', color: 'error.contrastText' }}>
            {part.value}
          </Box>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Box>
  );
}

interface VersionsDiffProps {
  before: Partial<Record<RevisionField, unknown>>;
  after: Partial<Record<RevisionField, unknown>>;
  /** Shown when nothing differs. */
  sameText?: string;
}

/** Every changed field of two versions of a writeup, each as a word or line diff. */
export function VersionsDiff({ before, after, sameText = 'No differences.' }: VersionsDiffProps) {
  const fields = changedFields(before, after);
  if (fields.length === 0) return <Typography>{sameText}</Typography>;
  return (
    <Stack spacing={2}>
      {fields.map((field) => (
        <section key={field} aria-label={`Changes to ${fieldLabel(field)}`}>
          <Typography variant="subtitle2" component="h3">
            {fieldLabel(field)}
          </Typography>
          <TextDiff field={field} before={fieldText(before[field])} after={fieldText(after[field])} />
        </section>
      ))}
    </Stack>
  );
}
