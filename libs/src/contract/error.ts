import type { ApiSchema } from './api-schema.js';
/** The body of every error answer (product.md §4). */
export type ApiError = ApiSchema<'ApiErrorDto'>;

/** What the server tells both frontends about itself (GET /api/config). */
export type SiteConfig = ApiSchema<'SiteConfigDto'>;
