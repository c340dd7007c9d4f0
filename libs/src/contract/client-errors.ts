/** POST /api/hydration-error: a page whose scripts could not take over its server HTML (§14). */
export interface HydrationErrorReport {
  /** The page's path (with its query), as the browser shows it. */
  path: string;
  /** React's message for the mismatch. */
  message: string;
}
