// The query fragments of ratings/ that other features' repositories may use.
export { scoresOf } from './my-ratings';
