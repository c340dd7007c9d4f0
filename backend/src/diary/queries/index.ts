// The query fragments of diary/ that other features' repositories may use.
export { likedLogIds } from './my-log-likes';
