import type { ApiSchema } from './api-schema.js';
/** POST /api/hydration-error: a page whose scripts could not take over its server HTML (§14). */
export type HydrationErrorReport = ApiSchema<'HydrationErrorDto'>;
