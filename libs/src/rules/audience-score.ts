import { AUDIENCE_SCORE } from '../constants.js';

/** A score a member may give: 10, 20, ..., 100. */
export function isAudienceScore(score: unknown): score is number {
  return (
    typeof score === 'number' &&
    Number.isInteger(score) &&
    score >= AUDIENCE_SCORE.min &&
    score <= AUDIENCE_SCORE.max &&
    score % AUDIENCE_SCORE.step === 0
  );
}

/** Every score a member may give, lowest first. */
export const AUDIENCE_SCORES: readonly number[] = Array.from(
  { length: AUDIENCE_SCORE.max / AUDIENCE_SCORE.step },
  (_, index) => (index + 1) * AUDIENCE_SCORE.step,
);

/** A score as stars out of five, halves included: 70 -> 3.5. */
export function starsOf(score: number): number {
  return score / 20;
}

/** Stars out of five as a score, halves included (3.5 -> 70); null for any other number of stars. */
export function scoreOfStars(stars: number): number | null {
  const score = stars * 20;
  return isAudienceScore(score) ? score : null;
}

/** How a score reads aloud: "3.5 stars", "1 star", "half a star". */
export function starLabel(score: number): string {
  const stars = starsOf(score);
  if (stars === 0.5) return 'half a star';
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** The audience score of ratings totalling `sum`: their mean rounded, or null under the bound. */
export function audienceScoreOf(count: number, sum: number): number | null {
  return count < AUDIENCE_SCORE.shownFrom ? null : Math.round(sum / count);
}

/** The mean score to one decimal, for the histogram's summary; null under the bound. */
export function audienceMeanOf(count: number, sum: number): number | null {
  return count < AUDIENCE_SCORE.shownFrom ? null : Math.round((sum / count) * 10) / 10;
}

/** Members rate others' writeups (the writeup's author may not); visitors nothing. */
export function canRate(user: { _id: string } | null | undefined, authorId: string): boolean {
  return user !== null && user !== undefined && user._id !== authorId;
}
