// What other features may import from watchlist/ (eslint.config.mjs: nothing else of it).
export { MyWatchlistDto } from './dto/watchlist.response';
export { watchlistChangeKeys } from './watchlist.cache-keys';
export type { EntryDates } from './watchlist.repository';
export { watchlistStates } from './watchlist.service';
