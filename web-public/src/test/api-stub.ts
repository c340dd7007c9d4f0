import type { MyStateResponse } from '@reviews/libs/contract';

import { EMPTY_MY_STATE } from '../lib/my-state';

/**
 * Stubs `fetch`, the network boundary: each answer is keyed by `METHOD /path` (query string
 * ignored) and may be a JSON value, a `{ status, body }` reply, or a function of the request URL.
 */
export interface StubReply {
  status: number;
  body: unknown;
}

type Answer = unknown | ((url: URL, init?: RequestInit) => unknown);

export const reply = (status: number, body: unknown): StubReply & { __reply: true } => ({
  status,
  body,
  __reply: true,
});

function isReply(value: unknown): value is StubReply {
  return typeof value === 'object' && value !== null && '__reply' in value;
}

export const SITE_CONFIG = {
  siteName: 'Reel Talk',
  contactEmail: 'hello@example.com',
  favoritesName: 'staff',
  publicUrl: 'http://localhost',
  mediaUrl: null,
};

/** An answer of GET /api/me/state: the given parts, the others empty. */
export function myState(parts: Partial<MyStateResponse> = {}): MyStateResponse {
  return { ...EMPTY_MY_STATE, ...parts };
}

const DEFAULTS: Record<string, Answer> = {
  'GET /api/config': SITE_CONFIG,
  'GET /api/whoami': null,
  'GET /api/me/state': myState(),
  'GET /api/notifications/unread-count': { count: 0 },
  'GET /api/announcement': { announcements: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 10 },
  'GET /api/writeup/discussed': { writeups: [] },
};

/**
 * `METHOD /path` without a trailing slash: the server routes `/api/user/` and `/api/user` alike,
 * and the generated client requests the OpenAPI path, which has none.
 */
const routeKey = (method: string, pathname: string) => `${method} ${pathname.replace(/(.)\/$/, '$1')}`;

export function stubApi(answers: Record<string, Answer> = {}): jest.Mock {
  const table = Object.fromEntries(
    Object.entries({ ...DEFAULTS, ...answers }).map(([key, answer]) => {
      const [method, pathname] = key.split(' ');
      return [routeKey(method, pathname), answer];
    }),
  );
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = routeKey(init?.method ?? 'GET', url.pathname);
    if (!(key in table)) throw new Error(`No stubbed answer for ${key}`);
    const entry = table[key];
    const value = typeof entry === 'function' ? await entry(url, init) : entry;
    const { status, body } = isReply(value) ? value : { status: 200, body: value };
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
    } as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

const splitKey = (key: string) => key.split(' ') as [string, string];

/** The URLs fetched for one `METHOD /path`. */
export function callsTo(mock: jest.Mock, key: string): URL[] {
  return mock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
    }))
    .filter(({ url, method }) => routeKey(method, url.pathname) === routeKey(...splitKey(key)))
    .map(({ url }) => url);
}

/** The JSON bodies sent with one `METHOD /path`, in order. */
export function bodiesSentTo(mock: jest.Mock, key: string): unknown[] {
  return mock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return routeKey(init?.method ?? 'GET', url.pathname) === routeKey(...splitKey(key));
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
