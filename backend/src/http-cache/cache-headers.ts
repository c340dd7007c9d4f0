import type { Response } from 'express';

/**
 * A visitor's public answer (product.md §7): browsers revalidate every time (max-age=0, with the
 * ETag Express adds), shared caches keep it for `sharedMaxAge` seconds or until a purge of one of
 * its `keys`; it differs by encoding and by whether a session cookie came with the request.
 */
export function sharePublicly(res: Response, keys: string[], sharedMaxAge: number): void {
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${sharedMaxAge}`);
  res.setHeader('Surrogate-Key', [...new Set(keys)].join(' '));
  res.vary('Accept-Encoding').vary('Cookie');
}
