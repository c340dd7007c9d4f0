import { MEDIA_ACCEPT } from '@reviews/libs/constants';
import { useState } from 'react';

import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { uploadAvatar } from '../api/upload-avatar';

/** Uploads a picture from the device and hands over its site URL. */
export function AvatarUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null);

  const take = async (file: File) => {
    setProgress(0);
    try {
      onUploaded((await uploadAvatar(file, setProgress)).url);
    } catch (error) {
      showAlert(errorMessage(error), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="avatar-upload">
      <label className="button button--ghost">
        Upload a picture
        <input
          type="file"
          accept={MEDIA_ACCEPT}
          className="visually-hidden"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void take(file);
          }}
        />
      </label>
      {progress !== null && (
        <progress value={Math.round(progress * 100)} max={100} aria-label="Uploading picture" />
      )}
    </div>
  );
}
