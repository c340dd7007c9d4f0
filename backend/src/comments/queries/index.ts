// The query fragments of comments/ that other features' repositories may use.
export { reportedCommentIds, wroteHiddenComment } from './my-thread';
