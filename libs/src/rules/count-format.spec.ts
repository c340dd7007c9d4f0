import { formatCount } from './count-format.js';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1K'],
    [1999, '1K'],
    [12_345, '12K'],
    [999_999, '999K'],
    [1_000_000, '1M'],
    [1_234_567, '1M'],
    [999_999_999, '999M'],
    [1_234_567_890, '1,234M'],
    [-1_500, '-1K'],
  ])('shows %p as %p', (n, shown) => {
    expect(formatCount(n)).toBe(shown);
  });
});
