import { ApiRequestError, importMyData } from '@reviews/libs/api';
import { DATA_IMPORT } from '@reviews/libs/constants';
import type { ApiError, ImportReport } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

export interface ImportDataRequest {
  file: File;
  /** Only report what would be imported. */
  dryRun: boolean;
}

const TOO_LARGE = `Imports may be at most ${DATA_IMPORT.maxBytes / 1024 / 1024} MB`;

function failure(statusCode: number, message: string): ApiRequestError {
  return new ApiRequestError({
    ok: false,
    status: statusCode,
    error: { statusCode, error: 'Import failed', message },
  });
}

/**
 * POST /api/me/import (product.md §17): multipart, so sent with fetch and FormData rather than
 * the JSON client. A file over the size limit is refused here before it is sent (the server stays
 * the authority).
 */
export async function importData({ file, dryRun }: ImportDataRequest): Promise<ImportReport> {
  if (file.size > DATA_IMPORT.maxBytes) throw failure(413, TOO_LARGE);
  const form = new FormData();
  form.append('dryRun', String(dryRun));
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(importMyData.path, {
      method: importMyData.method,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw failure(0, 'The import failed; check your connection');
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  if (response.ok && body) return body as ImportReport;
  throw failure(response.status, (body as ApiError | undefined)?.message ?? 'The import failed; try again');
}

export const useImportData = () => useMutation({ mutationFn: importData });
