import { uploadMedia as uploadMediaOperation } from './api/operations.js';
import { MEDIA_LIMITS, type MediaPurpose } from './constants.js';
import type { ApiResult } from './api-client.js';
import type { ApiError, MediaResponse } from './contract/index.js';

export interface MediaUploadOptions {
  /** Called as the file goes up, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

function failure(status: number, message: string, aborted = false): ApiResult<never> {
  const error: ApiError = { statusCode: status, error: 'Upload failed', message };
  return aborted ? { ok: false, error, status, aborted: true } : { ok: false, error, status };
}

/**
 * POST /api/media (product.md §9) for both frontends. XMLHttpRequest rather than fetch: only it
 * reports upload progress. Like the API client, it resolves to a result and never throws; a file
 * over the size limit is refused here before it is sent (the server stays the authority).
 */
export function uploadMedia(
  file: Blob,
  purpose: MediaPurpose,
  { onProgress, signal }: MediaUploadOptions = {},
): Promise<ApiResult<MediaResponse>> {
  if (file.size > MEDIA_LIMITS.bytes) {
    return Promise.resolve(failure(413, `Images may be at most ${MEDIA_LIMITS.bytes / 1024 / 1024} MB`));
  }
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(uploadMediaOperation.method, uploadMediaOperation.path);
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300 && body) {
        resolve({ ok: true, data: body as MediaResponse, status: request.status });
      } else {
        const message = (body as ApiError | undefined)?.message ?? 'The upload failed; try again';
        resolve(failure(request.status, message));
      }
    });
    request.addEventListener('error', () => resolve(failure(0, 'The upload failed; check your connection')));
    request.addEventListener('abort', () => resolve(failure(0, 'Upload cancelled', true)));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    request.send(form);
  });
}
