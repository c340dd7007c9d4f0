import { formatDate, formatDateTime } from './dates.js';

const NOW = new Date('2024-06-15T12:00:00Z');

describe('formatDate', () => {
  it.each([
    ['omits the year in the current year', '2024-03-05T15:04:00Z', 'Mar 5'],
    ['shows the year of another year', '2023-03-05T15:04:00Z', 'Mar 5, 2023'],
    ['shows the year of a future year', '2025-12-31T10:00:00Z', 'Dec 31, 2025'],
    ['shows two-digit days', '2024-11-28T00:00:00Z', 'Nov 28'],
    ['shows an invalid date as empty', 'not a date', ''],
  ])('%s', (_case, iso, shown) => {
    expect(formatDate(iso, NOW, 'UTC')).toBe(shown);
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date('2024-01-02T03:04:05Z'), NOW, 'UTC')).toBe('Jan 2');
  });

  it('decides the day and the year in the given time zone', () => {
    const newYearInTokyo = '2023-12-31T20:00:00Z';
    expect(formatDate(newYearInTokyo, NOW, 'UTC')).toBe('Dec 31, 2023');
    expect(formatDate(newYearInTokyo, NOW, 'Asia/Tokyo')).toBe('Jan 1');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['adds a 12-hour afternoon time', '2023-03-05T15:04:00Z', 'Mar 5, 2023, 3:04 PM'],
    ['adds a 12-hour morning time', '2023-03-05T09:30:00Z', 'Mar 5, 2023, 9:30 AM'],
    ['shows midnight as 12 AM', '2023-03-05T00:00:00Z', 'Mar 5, 2023, 12:00 AM'],
    ['omits the year in the current year', '2024-03-05T15:04:00Z', 'Mar 5, 3:04 PM'],
    ['shows an invalid date as empty', '', ''],
  ])('%s', (_case, iso, shown) => {
    expect(formatDateTime(iso, NOW, 'UTC')).toBe(shown);
  });
});
