import {
  clampPercent,
  DEFAULT_FOCAL_POINT,
  formatFocalPoint,
  isFocalPoint,
  objectPosition,
  parseFocalPoint,
} from './focal-point.js';

describe('parseFocalPoint', () => {
  it.each<[string, string | null | undefined, { x: number; y: number } | null]>([
    ['the centre', '50% 50%', { x: 50, y: 50 }],
    ['the top left corner', '0% 0%', { x: 0, y: 0 }],
    ['the bottom right corner', '100% 100%', { x: 100, y: 100 }],
    ['a point off centre', '30% 72%', { x: 30, y: 72 }],
    ['over 100 across', '101% 50%', null],
    ['over 100 down', '50% 250%', null],
    ['a negative percentage', '-5% 50%', null],
    ['a fraction', '50.5% 50%', null],
    ['one value', '50%', null],
    ['keywords', 'center top', null],
    ['pixels', '10px 20px', null],
    ['two spaces', '50%  50%', null],
    ['trailing text', '50% 50%; background: red', null],
    ['CSS injection', '50% 50%"><script>', null],
    ['empty', '', null],
    ['null', null, null],
    ['undefined', undefined, null],
  ])('%s (%p)', (_case, value, point) => {
    expect(parseFocalPoint(value)).toEqual(point);
    expect(isFocalPoint(value)).toBe(point !== null);
  });
});

describe('formatFocalPoint', () => {
  it.each([
    [{ x: 30, y: 72 }, '30% 72%'],
    [{ x: 30.4, y: 71.6 }, '30% 72%'],
    [{ x: -10, y: 140 }, '0% 100%'],
    [{ x: Number.NaN, y: 0 }, '50% 0%'],
  ])('%p is stored as %s', (point, stored) => {
    expect(formatFocalPoint(point)).toBe(stored);
    expect(isFocalPoint(formatFocalPoint(point))).toBe(true);
  });

  it('clamps a percentage to 0-100', () => {
    expect([clampPercent(-1), clampPercent(101), clampPercent(42.5)]).toEqual([0, 100, 43]);
  });
});

describe('objectPosition', () => {
  it('uses a stored focal point as it is', () => {
    expect(objectPosition('20% 80%')).toBe('20% 80%');
  });

  it.each([null, undefined, '', 'url(x)', '200% 0%'])('looks at the centre for %p', (value) => {
    expect(objectPosition(value)).toBe(DEFAULT_FOCAL_POINT);
  });
});
