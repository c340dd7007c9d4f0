import { exportMyData } from '@reviews/libs/api';

/**
 * GET /api/me/export (product.md §17): the browser downloads the zip itself, by following a link,
 * so that a large export is never held in the page's memory.
 */
export const EXPORT_DATA_HREF = exportMyData.path;
