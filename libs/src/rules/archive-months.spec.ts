import { archiveMonths, currentMonthKey, monthKey, monthWindow, parseMonthKey } from './archive-months.js';

describe('monthKey', () => {
  it.each([
    ['2023-03-05T15:04:00Z', 'march-2023'],
    ['2021-01-01T00:00:00Z', 'january-2021'],
    ['2024-12-31T23:59:59Z', 'december-2024'],
  ])('keys %s as %s', (iso, key) => {
    expect(monthKey(new Date(iso))).toBe(key);
  });

  it('gives the current month key', () => {
    expect(currentMonthKey(new Date('2025-07-04T00:00:00Z'))).toBe('july-2025');
  });
});

describe('parseMonthKey', () => {
  it.each([
    ['march-2023', { year: 2023, month: 3 }],
    ['january-2021', { year: 2021, month: 1 }],
    ['december-1999', { year: 1999, month: 12 }],
    ['March-2023', { year: 2023, month: 3 }],
    ['marc-2023', null],
    ['march-23', null],
    ['march 2023', null],
    ['2023-03', null],
    ['march-2023-x', null],
    ['', null],
  ])('parses %p as %p', (key, parsed) => {
    expect(parseMonthKey(key)).toEqual(parsed);
  });
});

describe('archiveMonths', () => {
  it('runs from the current month back to January 2021', () => {
    const months = archiveMonths(new Date('2022-02-10T00:00:00Z'));
    expect(months).toHaveLength(14);
    expect(months.slice(0, 3)).toEqual(['february-2022', 'january-2022', 'december-2021']);
    expect(months.at(-1)).toBe('january-2021');
  });

  it('holds only January 2021 in January 2021', () => {
    expect(archiveMonths(new Date('2021-01-31T23:00:00Z'))).toEqual(['january-2021']);
  });
});

describe('monthWindow', () => {
  it.each([
    ['march-2023', '2023-03-01T00:00:00.000Z', '2023-04-01T00:00:00.000Z'],
    ['december-2023', '2023-12-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'],
    ['february-2024', '2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
  ])('gives %s as [%s, %s)', (key, start, end) => {
    expect(monthWindow(key)).toEqual({ start, end });
  });

  it('gives null for an invalid key', () => {
    expect(monthWindow('smarch-2023')).toBeNull();
  });
});
