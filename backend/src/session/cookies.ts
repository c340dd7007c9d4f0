import type { ServerResponse } from 'node:http';

export interface CookieOptions {
  path: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax';
  /** Milliseconds from now. */
  maxAgeMs?: number;
}

/** A Set-Cookie value, as Express' `res.cookie` wrote it (values here are plain tokens). */
function serialize(name: string, value: string, options: CookieOptions, expires?: Date): string {
  const parts = [`${name}=${value}`];
  if (options.maxAgeMs !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeMs / 1000)}`);
  parts.push(`Path=${options.path}`);
  const until =
    expires ?? (options.maxAgeMs === undefined ? undefined : new Date(Date.now() + options.maxAgeMs));
  if (until) parts.push(`Expires=${until.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** Adds a Set-Cookie to the answer, after those it already has. */
export function setCookie(res: ServerResponse, name: string, value: string, options: CookieOptions): void {
  const others = [res.getHeader('Set-Cookie') ?? []].flat().map(String);
  res.setHeader('Set-Cookie', [...others, serialize(name, value, options)]);
}

/** Clears a cookie (its attributes must be those it was set with, its lifetime aside). */
export function clearCookie(res: ServerResponse, name: string, options: CookieOptions): void {
  const others = [res.getHeader('Set-Cookie') ?? []].flat().map(String);
  res.setHeader('Set-Cookie', [
    ...others,
    serialize(name, '', { ...options, maxAgeMs: undefined }, new Date(0)),
  ]);
}
