import type { MediaResponse } from '@reviews/libs/contract';
import { mediaUrl } from '@reviews/libs/rules';

import type { MediaRow } from '../database/schema';

export function toMediaResponse(row: MediaRow): MediaResponse {
  return {
    _id: row.id,
    url: mediaUrl(row.id, row),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    variants: row.variants,
  };
}
