import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = 'sid';

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=`);

/** Carries the session cookie (valid or not): its answer may be personal. */
export function carriesSession(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && SESSION_COOKIE_PATTERN.test(cookie);
}
