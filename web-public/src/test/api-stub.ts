import { SIGNED_IN_MARKER_COOKIE } from '@reviews/libs/constants';
import type { MyStateResponse } from '@reviews/libs/contract';
import type { PlaceholderSource } from '@reviews/libs/markdown';
import { renderMarkdown } from '@reviews/libs/render-markdown';

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

/** Sets or clears the signed-in marker the server sets beside a member's session cookie. */
export function setSignedInMarker(signedIn: boolean): void {
  document.cookie = signedIn
    ? `${SIGNED_IN_MARKER_COOKIE}=1; Path=/`
    : `${SIGNED_IN_MARKER_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * The browser carries the signed-in marker unless whoami answers null (a visitor), and GET
 * /api/me/page answers what whoami, the unread count and GET /api/me/state answer (401 when
 * whoami says null), unless stubbed itself.
 */
export function stubApi(answers: Record<string, Answer> = {}): jest.Mock {
  const table: Record<string, Answer> = Object.fromEntries(
    Object.entries({ ...DEFAULTS, ...answers }).map(([key, answer]) => {
      const [method, pathname] = key.split(' ');
      return [routeKey(method, pathname), answer];
    }),
  );
  const answerOf = async (key: string, url: URL, init?: RequestInit): Promise<unknown> => {
    if (!(key in table)) throw new Error(`No stubbed answer for ${key}`);
    const entry = table[key];
    return typeof entry === 'function' ? await entry(url, init) : entry;
  };
  setSignedInMarker(table['GET /api/whoami'] !== null);
  if (!('GET /api/me/page' in table)) {
    table['GET /api/me/page'] = async (url: URL, init?: RequestInit) => {
      const user = await answerOf('GET /api/whoami', url, init);
      if (user === null)
        return reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' });
      if (isReply(user)) return user;
      const unread = await answerOf('GET /api/notifications/unread-count', url, init);
      const state = await answerOf('GET /api/me/state', url, init);
      if (isReply(state)) return state;
      return { user, unread: isReply(unread) ? { count: 0 } : unread, state };
    };
  }
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = routeKey(init?.method ?? 'GET', url.pathname);
    const value = await answerOf(key, url, init);
    const { status, body } = isReply(value) ? value : { status: 200, body: value };
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => (typeof body === 'string' ? body : JSON.stringify(withStoredHtml(body))),
    } as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/**
 * The server stores each markdown's HTML when it is saved (product.md §14) and answers it beside
 * the markdown (`contentHtml`, `notesHtml`, `bioHtml`, `reviewHtml`, `descriptionHtml`, `noteHtml`): the stub answers the same, rendered by the
 * same renderer from the markdown it answers (so a stubbed edit answers its new HTML).
 */
function withStoredHtml(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withStoredHtml);
  if (typeof value !== 'object' || value === null) return value;
  const object = Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, withStoredHtml(entry)]),
  ) as Record<string, unknown>;
  const writeup =
    'rating' in object && 'poster' in object ? (object as unknown as PlaceholderSource) : undefined;
  if (typeof object.content === 'string') {
    object.contentHtml = renderMarkdown(object.content, writeup);
  }
  if (typeof object.notes === 'string') {
    object.notesHtml = renderMarkdown(object.notes);
  }
  if (typeof object.bio === 'string') object.bioHtml = renderMarkdown(object.bio);
  // Members' markdown (§15, §16): images as links, as the server stores it.
  const members = (markdown: string) => renderMarkdown(markdown, undefined, { imagesAsLinks: true });
  if ('review' in object && 'watchedOn' in object) {
    object.reviewHtml = typeof object.review === 'string' ? members(object.review) : null;
  }
  if (typeof object.description === 'string' && 'visibility' in object) {
    object.descriptionHtml = members(object.description);
  }
  if (typeof object.note === 'string' && 'rank' in object) object.noteHtml = members(object.note);
  return object;
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
