import type { MediaPurpose } from '@reviews/libs/constants';
import type { MediaResponse } from '@reviews/libs/contract';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';

import type { ConsoleDataProvider } from '../../data-provider';

export interface ImageUpload {
  upload(file: File): Promise<MediaResponse | null>;
  /** The share sent (0 to 1) while an upload runs, else null. */
  progress: number | null;
  error: string | null;
}

/** Sends images of one purpose to the site's media, one at a time, keeping progress and error. */
export function useImageUpload(purpose: MediaPurpose): ImageUpload {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      return await dataProvider.uploadMedia(file, purpose, { onProgress: setProgress });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The upload failed; try again');
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress, error };
}
