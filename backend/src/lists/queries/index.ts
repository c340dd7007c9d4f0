// The query fragments of lists/ that other features' repositories may use.
export { likedListIds } from './my-list-likes';
