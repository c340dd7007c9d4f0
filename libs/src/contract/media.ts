import type { ApiSchema } from './api-schema.js';

export type MediaVariant = ApiSchema<'MediaVariantDto'>;

/** Answer of POST /api/media (product.md §9). */
export type MediaResponse = ApiSchema<'MediaDto'>;
