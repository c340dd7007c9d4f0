import {
  audienceMeanOf,
  audienceScoreOf,
  AUDIENCE_SCORES,
  isAudienceScore,
  scoreOfStars,
  starLabel,
  starsOf,
} from './audience-score.js';

describe('isAudienceScore', () => {
  it.each([
    [10, true],
    [50, true],
    [100, true],
    [0, false],
    [5, false],
    [55, false],
    [110, false],
    [70.0001, false],
    ['70', false],
    [null, false],
  ])('%p -> %p', (score, expected) => {
    expect(isAudienceScore(score)).toBe(expected);
  });

  it('offers the ten steps', () => {
    expect(AUDIENCE_SCORES).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});

describe('stars', () => {
  it.each([
    [10, 0.5, 'half a star'],
    [20, 1, '1 star'],
    [70, 3.5, '3.5 stars'],
    [100, 5, '5 stars'],
  ])('%p is %p stars, read "%s"', (score, stars, label) => {
    expect(starsOf(score)).toBe(stars);
    expect(starLabel(score)).toBe(label);
  });
});

describe('audienceScoreOf', () => {
  it.each([
    [0, 0, null],
    [2, 180, null],
    [3, 200, 67],
    [3, 250, 83],
    [4, 250, 63],
    [4, 260, 65],
  ])('%p ratings totalling %p -> %p', (count, sum, expected) => {
    expect(audienceScoreOf(count, sum)).toBe(expected);
  });
});

describe('audienceMeanOf', () => {
  it.each([
    [2, 150, null],
    [3, 200, 66.7],
    [4, 250, 62.5],
  ])('%p ratings totalling %p -> %p', (count, sum, expected) => {
    expect(audienceMeanOf(count, sum)).toBe(expected);
  });
});

describe('scoreOfStars', () => {
  it.each([
    [0.5, 10],
    [3.5, 70],
    [5, 100],
    [0, null],
    [5.5, null],
    [3.25, null],
    [Number.NaN, null],
  ])('%p stars -> %p', (stars, score) => {
    expect(scoreOfStars(stars)).toBe(score);
  });
});
