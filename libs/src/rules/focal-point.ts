/**
 * Issue 28: the point of a poster or banner that a crop keeps in view, stored as CSS
 * `object-position` percentages ("x% y%", whole numbers 0 to 100, x from the left, y from the top),
 * so the reader site uses the stored value as it is.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The centre, where a crop looks when nobody chose a point. */
export const DEFAULT_FOCAL_POINT = '50% 50%';

const FOCAL_POINT = /^(\d{1,3})% (\d{1,3})%$/;
const PERCENT_MAX = 100;

/** The point a stored value names; null when it is not two whole percentages from 0 to 100. */
export function parseFocalPoint(value: string | null | undefined): FocalPoint | null {
  const match = FOCAL_POINT.exec(value ?? '');
  if (!match) return null;
  const [x, y] = [Number(match[1]), Number(match[2])];
  return x <= PERCENT_MAX && y <= PERCENT_MAX ? { x, y } : null;
}

export function isFocalPoint(value: string | null | undefined): boolean {
  return parseFocalPoint(value) !== null;
}

/** A percentage as stored: whole, and within 0 to 100 whatever a pointer or a field gave. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return PERCENT_MAX / 2;
  return Math.min(PERCENT_MAX, Math.max(0, Math.round(value)));
}

/** The stored form of a point, clamped to the image. */
export function formatFocalPoint({ x, y }: FocalPoint): string {
  return `${clampPercent(x)}% ${clampPercent(y)}%`;
}

/** The `object-position` of a stored value; the centre for anything that is not a focal point. */
export function objectPosition(value: string | null | undefined): string {
  return isFocalPoint(value) ? (value as string) : DEFAULT_FOCAL_POINT;
}
