import { DATA_IMPORT } from '@reviews/libs/constants';

import { MultipartFileInterceptor } from '../common/multipart-file';

/**
 * POST /api/me/import's body: multipart/form-data only (400 for anything else, JSON included),
 * with the limits of an import (product.md §17) over the media upload's defaults.
 */
export const ImportUploadInterceptor = MultipartFileInterceptor({
  limits: { fileSize: DATA_IMPORT.maxBytes, files: 1, fields: 2, fieldSize: 16, parts: 3 },
  messages: {
    tooLarge: `Imports may be at most ${DATA_IMPORT.maxBytes / 1024 / 1024} MB`,
    tooManyFields: 'The import takes one file ("file") and the field "dryRun"',
    wrongField: 'Send the export in the field "file"',
  },
  notMultipart: 'Send the file as multipart/form-data in the field "file"',
});
