import { scheduleBounds, scheduleProblem } from './schedule.js';

describe('scheduleBounds', () => {
  it('runs from today 12:00 to one year from today 12:00, starting tomorrow 12:00 (local time)', () => {
    const now = new Date(2024, 5, 15, 9, 30);
    expect(scheduleBounds(now)).toEqual({
      min: new Date(2024, 5, 15, 12),
      max: new Date(2025, 5, 15, 12),
      initial: new Date(2024, 5, 16, 12),
    });
  });

  it('rolls over the end of a month and a year', () => {
    const { initial, max } = scheduleBounds(new Date(2024, 11, 31, 18));
    expect(initial).toEqual(new Date(2025, 0, 1, 12));
    expect(max).toEqual(new Date(2025, 11, 31, 12));
  });
});

describe('scheduleProblem', () => {
  const now = new Date('2024-06-15T12:00:00Z');

  it.each<[string, string, string | null]>([
    ['tomorrow is fine', '2024-06-16T12:00:00Z', null],
    ['a minute ahead is fine', '2024-06-15T12:01:00Z', null],
    ['a year ahead is fine', '2025-06-15T12:00:00Z', null],
    ['now is not in the future', '2024-06-15T12:00:00Z', 'The schedule date must be in the future'],
    ['yesterday is not in the future', '2024-06-14T12:00:00Z', 'The schedule date must be in the future'],
    ['more than a year ahead', '2025-06-17T12:00:00Z', 'The schedule date must be at most one year ahead'],
    ['not a date', 'next tuesday', 'The schedule date is not a valid date'],
    ['empty', '', 'The schedule date is not a valid date'],
  ])('%s', (_case, visibleAfter, problem) => {
    expect(scheduleProblem(visibleAfter, now)).toBe(problem);
  });
});
