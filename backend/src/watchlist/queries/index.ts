// The query fragments of watchlist/ that other features' repositories may use.
export { entriesAmong, entryDates } from './my-watchlist';
