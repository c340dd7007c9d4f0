// The query fragments of follows/ that other features' repositories may use.
export { followedUsernames } from './my-follows';
