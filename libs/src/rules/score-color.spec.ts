import { AA_TEXT_CONTRAST, contrastRatio } from './contrast.js';
import { SCORE_PALETTE, scoreColor, scorePaint } from './score-color.js';

describe('scoreColor', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow-green'],
    [60, 'yellow-green'],
    [59, 'yellow'],
    [40, 'yellow'],
    [39, 'orange'],
    [20, 'orange'],
    [19, 'red'],
    [0, 'red'],
  ])('colours %p %s', (rating, colour) => {
    expect(scoreColor(rating)).toBe(colour);
  });
});

describe('scorePaint', () => {
  const everyScore = Array.from({ length: 101 }, (_, rating) => rating);

  it.each(everyScore)('paints %p in its band with text readable at WCAG AA', (rating) => {
    const paint = scorePaint(rating);
    expect(paint.band).toBe(scoreColor(rating));
    expect({ background: paint.background, text: paint.text }).toEqual(SCORE_PALETTE[paint.band]);
    expect(contrastRatio(paint.text, paint.background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
