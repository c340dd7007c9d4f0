/**
 * The longest a shared cache keeps a public answer, in seconds (s-maxage; never past the next
 * scheduled publication, see publication-clock.ts). Purges are what keep caches current; this
 * only bounds the harm of a purge lost through every retry (cache-purger.ts retries for longer
 * than this), and of data that changes with no write (a month's window of the stats). Ten
 * minutes: a page read more than once per ten minutes is served from the cache almost always,
 * and purges, not this, decide when readers see a write.
 */
export const SHARED_MAX_AGE_S = 600;
