import type { Collection } from '@reviews/libs/constants';
import { missingRequiredFields, validateWriteupLimits, type WriteupInput } from '@reviews/libs/rules';
import { useWatch } from 'react-hook-form';

import type { WriteupRecord } from '../../data-provider';

/** What stops a save (limits) and what stops publishing (spec §5), for the form as it is now. */
export function usePublishReadiness(saved: WriteupRecord, collections: readonly Collection[]) {
  const values = useWatch() as WriteupInput & Partial<WriteupRecord>;
  const input = { ...values, type: saved.type };
  return {
    limitProblems: validateWriteupLimits(
      input,
      collections.map((collection) => collection.search),
    ),
    missing: missingRequiredFields(input),
  };
}
