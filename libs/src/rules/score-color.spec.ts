import { scoreColor } from './score-color.js';

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
