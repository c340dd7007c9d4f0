/** One recorded request, as the server would have received it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** Sent to outlive the page (fetch's keepalive). */
  keepalive: boolean;
}

export interface StubResponse {
  status: number;
  body: unknown;
}

type Handler = StubResponse | ((call: ApiCall) => StubResponse | Promise<StubResponse>);

/** `'METHOD /api/path'` (no query) to the answer, or a function of the call. */
export type ApiRoutes = Record<string, Handler>;

export const ok = (body: unknown, status = 200): StubResponse => ({ status, body });
export const fail = (status: number, message: string): StubResponse => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});

/**
 * Replaces `fetch` (the network boundary) with answers from `routes`; anything unlisted is a 404.
 * Returns the calls made, in order.
 */
/** The server routes `/api/user/` and `/api/user` alike; the generated client requests the latter. */
const samePath = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');

export function stubApi(routes: ApiRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      keepalive: init?.keepalive === true,
    };
    calls.push(call);
    const route = Object.keys(routes).find((key) => {
      const [method, path] = key.split(' ');
      return method === call.method && samePath(path, call.path);
    });
    const handler = route === undefined ? undefined : routes[route];
    const answer = typeof handler === 'function' ? await handler(call) : (handler ?? fail(404, 'Not found'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

export function callsTo(calls: ApiCall[], method: string, path: string): ApiCall[] {
  return calls.filter((call) => call.method === method && samePath(call.path, path));
}

/** GET /api/writeup/drafts as the server answers it: the drafts of the query's `filter.status`, one page. */
export function draftsOf(drafts: { status: string }[]): Handler {
  return (call) => {
    const { status } = JSON.parse(call.query.get('filter') ?? '{}') as { status?: string };
    const writeups = drafts.filter((draft) => !status || draft.status === status);
    return ok({ writeups, page: 1, totalPages: 1, totalMatched: writeups.length, pageSize: 20 });
  };
}
