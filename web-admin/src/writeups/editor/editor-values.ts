import type { RevisionFields } from '@reviews/libs/contract';
import type { UseFormReturn } from 'react-hook-form';

import { REVISION_FIELDS } from '../revisions/revision-diff';

/** The stored fields of whatever the form or a record holds. */
export function pickFields(values: Record<string, unknown>): Partial<RevisionFields> {
  return Object.fromEntries(
    REVISION_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]),
  ) as Partial<RevisionFields>;
}

/** Puts `values` into the form as edits (dirty), on top of what it holds. */
export function applyEdits(form: Pick<UseFormReturn, 'setValue'>, values: Partial<RevisionFields>): void {
  for (const [field, value] of Object.entries(values)) {
    form.setValue(field, value, { shouldDirty: true });
  }
}
