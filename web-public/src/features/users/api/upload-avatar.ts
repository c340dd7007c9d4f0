import type { MediaResponse } from '@reviews/libs/contract';
import { unwrap } from '@reviews/libs/api-client';
import { uploadMedia } from '@reviews/libs/media-upload';

/**
 * An upload with purpose avatar: the picture's site URL, reporting the share sent as it
 * goes up; throws the server's refusal as the other writes do.
 */
export async function uploadAvatar(file: File, onProgress: (sent: number) => void): Promise<MediaResponse> {
  return unwrap(await uploadMedia(file, 'avatar', { onProgress }));
}
