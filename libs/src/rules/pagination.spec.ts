import { clampPageInput, normalisePageParam, pageWindow, parsePageInput } from './pagination.js';

describe('parsePageInput', () => {
  it.each<[string | number, number | null]>([
    ['1', 1],
    ['7', 7],
    [' 3 ', 3],
    [4, 4],
    ['10', 10],
    ['11', null],
    ['0', null],
    ['-1', null],
    ['2.5', null],
    [2.5, null],
    ['abc', null],
    ['3abc', null],
    ['', null],
    ['1e1', null],
  ])('reads %p of 10 pages as %p', (value, page) => {
    expect(parsePageInput(value, 10)).toBe(page);
  });

  it('accepts nothing when there are no pages', () => {
    expect(parsePageInput('1', 0)).toBeNull();
  });
});

describe('clampPageInput', () => {
  it.each<[string, number | null]>([
    ['1', 1],
    ['7', 7],
    [' 3 ', 3],
    ['10', 10],
    ['11', 10],
    ['99', 10],
    ['99999999999999999999999', 10],
    ['0', 1],
    ['-1', 1],
    ['-40', 1],
    ['', null],
    ['-', null],
    ['2.5', null],
    ['abc', null],
    ['1e1', null],
  ])('brings %p into 10 pages as %p', (value, page) => {
    expect(clampPageInput(value, 10)).toBe(page);
  });

  it('gives nothing when there are no pages', () => {
    expect(clampPageInput('1', 0)).toBeNull();
  });
});

describe('normalisePageParam', () => {
  it.each<[unknown, number]>([
    ['1', 1],
    ['42', 42],
    [' 5 ', 5],
    ['2.9', 2],
    [3, 3],
    [3.7, 3],
    ['0', 1],
    [0, 1],
    ['-4', 1],
    [-4, 1],
    ['abc', 1],
    ['3abc', 1],
    ['', 1],
    [undefined, 1],
    [null, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [['4', '9'], 4],
    ['99999999999999999999999', Number.MAX_SAFE_INTEGER],
  ])('normalises %p to %p', (raw, page) => {
    expect(normalisePageParam(raw)).toBe(page);
  });
});

describe('pageWindow', () => {
  it.each<[string, number, number, number, { page: number; totalPages: number; offset: number }]>([
    ['the first page', 1, 25, 10, { page: 1, totalPages: 3, offset: 0 }],
    ['a middle page', 2, 25, 10, { page: 2, totalPages: 3, offset: 10 }],
    ['the last, partial page', 3, 25, 10, { page: 3, totalPages: 3, offset: 20 }],
    ['past the end is the last page', 9, 25, 10, { page: 3, totalPages: 3, offset: 20 }],
    ['an exact fit has no extra page', 5, 20, 10, { page: 2, totalPages: 2, offset: 10 }],
    ['an empty listing has one empty page', 4, 0, 10, { page: 1, totalPages: 1, offset: 0 }],
  ])('%s', (_case, requested, totalMatched, pageSize, expected) => {
    expect(pageWindow(requested, totalMatched, pageSize)).toEqual({ ...expected, totalMatched, pageSize });
  });
});
