// The query fragments of writeups/ that other features' repositories may use.
export { CARD_COLUMNS, WRITEUP_COLUMNS } from './writeup-columns';
export { publishedWriteups, scheduledWriteups, visibleWriteups, type ReadTime } from './writeup-visibility';
