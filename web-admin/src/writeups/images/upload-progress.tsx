import { Alert, LinearProgress } from '@mui/material';

import type { ImageUpload } from './use-image-upload';

/** The progress bar of an upload in flight, or why the last one failed. */
export function UploadProgress({ state, label }: { state: ImageUpload; label: string }) {
  if (state.progress !== null) {
    return (
      <LinearProgress
        variant="determinate"
        value={Math.round(state.progress * 100)}
        aria-label={`Uploading ${label}`}
      />
    );
  }
  return state.error ? <Alert severity="error">{state.error}</Alert> : null;
}
