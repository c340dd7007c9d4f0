import { contrastRatio, relativeLuminance } from './contrast.js';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
    ['#767676', '#ffffff', 4.54],
    ['#d93a3a', '#111111', 4.15],
  ])('of %s and %s is %p', (first, second, ratio) => {
    expect(contrastRatio(first, second)).toBeCloseTo(ratio, 2);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow('Not a #rrggbb colour: red');
  });
});
