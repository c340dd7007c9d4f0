import type { ServerResponse } from 'node:http';

import { vary } from '../common/private-answer';

/**
 * A public answer (product.md §7), the same for visitors and members: browsers revalidate every
 * time (max-age=0, with the ETag of its body), shared caches keep it for `sharedMaxAge` seconds or
 * until a purge of one of its `keys` (none: nothing it shows ever changes); it differs by encoding
 * and, for caches that keep staff's requests apart by their cookies, by cookie.
 */
export function sharePublicly(res: ServerResponse, keys: string[], sharedMaxAge: number): void {
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${sharedMaxAge}`);
  if (keys.length > 0) res.setHeader('Surrogate-Key', [...new Set(keys)].join(' '));
  vary(res, 'Accept-Encoding');
  vary(res, 'Cookie');
}
