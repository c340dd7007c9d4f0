import { updatePreferences as updatePreferencesOp } from '@reviews/libs/api';
import type { PreferencesRequest, PreferencesResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** Saves what it is given (product.md §13); answers both preferences. */
export function updatePreferences(body: PreferencesRequest): Promise<PreferencesResponse> {
  return call(updatePreferencesOp, { body });
}

export const useUpdatePreferences = () => useMutation({ mutationFn: updatePreferences });
