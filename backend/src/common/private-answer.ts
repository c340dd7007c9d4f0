import type { Response } from 'express';

/** Every answer unless it is a visitor's public read: only the browser that asked may keep it. */
export const PRIVATE_NO_STORE = 'private, no-store';

export function keepPrivate(res: Response): void {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  res.removeHeader('Surrogate-Key');
}
