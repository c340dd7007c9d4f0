import { MEDIA_LIMITS } from '@reviews/libs/constants';

import { MultipartFileInterceptor } from '../common/multipart-file';

/** The multipart limits of §9 (@fastify/multipart, registered by configureApp). */
export const MEDIA_UPLOAD_LIMITS = {
  fileSize: MEDIA_LIMITS.bytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
};

/** POST /api/media's body, with the limits of §9: the image on `request.uploadedFile`. */
export const MediaUploadInterceptor = MultipartFileInterceptor({
  limits: MEDIA_UPLOAD_LIMITS,
  messages: {
    tooLarge: `Images may be at most ${MEDIA_LIMITS.bytes / 1024 / 1024} MB`,
    tooManyFields: 'The upload has too many or too large fields',
    wrongField: 'Send one image in the field "file"',
  },
});
