import type { ServerResponse } from 'node:http';

const SHARED = /(?:^|,)\s*public\s*(?:,|$)/i;

/**
 * A shareable answer (`Cache-Control: public`, product.md §7) never sets a cookie: a cache that
 * ignored `Vary` would hand it to everyone. Cookies are set at the last moment (express-session
 * sets its rolling session cookie as the head is written), so the check runs then too: wrapped
 * first, it runs after every later wrapper of `writeHead`. A member's session is refreshed by
 * their personal calls (`private, no-store`) instead.
 */
export function keepCookiesOffSharedAnswers(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (SHARED.test(String(this.getHeader('Cache-Control') ?? ''))) this.removeHeader('Set-Cookie');
    return (writeHead as (...inner: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}
