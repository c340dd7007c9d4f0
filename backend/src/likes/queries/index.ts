// The query fragments of likes/ that other features' repositories may use.
export { likedCommentIdsOnThread, likedWriteupIds } from './my-likes';
