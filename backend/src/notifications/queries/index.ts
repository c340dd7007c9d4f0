// The query fragments of notifications/ that other features' repositories may use.
export { recordFollow, recordLike, recordReply, withdrawFollow, withdrawLike } from './notification-writes';
