const MAX_LENGTH = 2000;

/**
 * The page to return to after the identity provider: a path of this site only (no scheme,
 * no `//host`, no backslashes or control characters, not the API), else the home page.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  if (/^\/api(\/|\?|#|$)/i.test(value)) return '/';
  return value;
}
