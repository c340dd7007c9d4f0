import type { RevisionFields } from '@reviews/libs/contract';

/** Unsaved edits kept in this browser until a save stores them (product.md §10). */
export interface LocalCopy {
  values: Partial<RevisionFields>;
  /** The `updated` of the version the edits started from. */
  basedOn: string;
  keptAt: string;
}

const key = (writeupId: string) => `reviews-console:unsaved:${writeupId}`;

export function readLocalCopy(writeupId: string): LocalCopy | null {
  try {
    const text = localStorage.getItem(key(writeupId));
    return text ? (JSON.parse(text) as LocalCopy) : null;
  } catch {
    // Storage disabled or a copy from an older console: nothing to offer.
    return null;
  }
}

export function writeLocalCopy(writeupId: string, copy: LocalCopy): void {
  try {
    localStorage.setItem(key(writeupId), JSON.stringify(copy));
  } catch {
    // A full or disabled storage must not stop the editor; autosave and Save still work.
  }
}

export function clearLocalCopy(writeupId: string): void {
  try {
    localStorage.removeItem(key(writeupId));
  } catch {
    // As above.
  }
}
