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
  /** MEDIA_PUBLIC_URL: where browsers fetch /media/ files from, or null for the site itself. */
  mediaUrl: string | null;
}
