import { useEffect, useState } from 'react';

import type { WriteupRecord } from '../../data-provider';
import { changedFields } from '../revisions/revision-diff';
import { pickFields } from './editor-values';
import { clearLocalCopy, type LocalCopy, readLocalCopy, writeLocalCopy } from './local-copy';

/**
 * Unsaved edits kept in this browser until saved: the copy a previous visit left is offered
 * first (`offer`, until `dismiss`), then every edit replaces the kept copy.
 */
export function useLocalCopy(saved: WriteupRecord, values: Record<string, unknown>, edited: boolean) {
  const [offer, setOffer] = useState<LocalCopy | null>(() => {
    const copy = readLocalCopy(saved.id);
    return copy && changedFields(saved, copy.values).length > 0 ? copy : null;
  });

  useEffect(() => {
    // While the kept copy is on offer, the storage holds it untouched.
    if (offer) return;
    if (edited) {
      writeLocalCopy(saved.id, {
        values: pickFields(values),
        basedOn: saved.updated,
        keptAt: new Date().toISOString(),
      });
    } else {
      clearLocalCopy(saved.id);
    }
  }, [values, edited, offer, saved.id, saved.updated]);

  return {
    offer,
    dismiss: () => setOffer(null),
    discard: () => {
      clearLocalCopy(saved.id);
      setOffer(null);
    },
  };
}
