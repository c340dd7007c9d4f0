/** The body of every error answer (product.md §4). */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

/** What the server tells both frontends about itself (GET /api/config). */
export interface SiteConfig {
  siteName: string;
  contactEmail: string | null;
  favoritesName: string;
  publicUrl: string;
}
