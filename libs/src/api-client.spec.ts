import { ApiRequestError, createApiClient, serialiseQuery, unwrap } from './api-client.js';

interface Call {
  url: string;
  init: RequestInit;
}

type Reply = () => Promise<Response>;

const json =
  (body: unknown, status = 200, statusText = '') =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        statusText,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
const html =
  (status = 200) =>
  () =>
    Promise.resolve(new Response('<html>waking up</html>', { status }));
const offline = () => () => Promise.reject(new TypeError('Failed to fetch'));

/** A stand-in for the browser's fetch: answers with the given replies in order and records each call. */
function fakeFetch(...replies: Reply[]) {
  const calls: Call[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const reply = replies.shift();
    if (!reply) throw new Error(`Unexpected request to ${String(input)}`);
    return reply();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A fetch that never answers until its signal aborts, like a slow request. */
function hangingFetch() {
  const calls: Call[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe('serialiseQuery', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['nothing', {}, ''],
    [
      'plain values',
      { search: 'dune', page: 2, excludeArticle: true },
      'search=dune&page=2&excludeArticle=true',
    ],
    [
      'an object as JSON text',
      { filter: { slug: 'dune', type: 'movie' } },
      `filter=${encodeURIComponent('{"slug":"dune","type":"movie"}')}`,
    ],
    ['an array as JSON text', { ids: ['a', 'b'] }, `ids=${encodeURIComponent('["a","b"]')}`],
    ['a date as ISO text', { start: new Date('2023-03-01T00:00:00Z') }, 'start=2023-03-01T00%3A00%3A00.000Z'],
    ['undefined and null left out', { search: undefined, page: null, type: 'all' }, 'type=all'],
    ['special characters encoded', { search: 'a&b=c d' }, 'search=a%26b%3Dc+d'],
  ])('serialises %s', (_case, query, text) => {
    expect(serialiseQuery(query)).toBe(text);
  });
});

describe('createApiClient', () => {
  it('sends a GET with its query and answers the parsed JSON', async () => {
    const { fetch, calls } = fakeFetch(json({ writeups: [], page: 1 }));
    const api = createApiClient({ fetch });

    const result = await api.get('/api/writeup/listings', { query: { filter: { type: 'movie' }, page: 1 } });

    expect(result).toEqual({ ok: true, status: 200, data: { writeups: [], page: 1 } });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(
      `/api/writeup/listings?filter=${encodeURIComponent('{"type":"movie"}')}&page=1`,
    );
    expect(calls[0].init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
    expect(calls[0].init.headers).toEqual({ Accept: 'application/json' });
  });

  it('prefixes the base URL and adds to a query already in the path', async () => {
    const { fetch, calls } = fakeFetch(json([]));
    await createApiClient({ baseUrl: 'http://localhost:3000', fetch }).get('/api/search?search=dune', {
      query: { page: 2 },
    });
    expect(calls[0].url).toBe('http://localhost:3000/api/search?search=dune&page=2');
  });

  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
    ['patch', 'PATCH'],
  ] as const)('%s sends its body as JSON', async (helper, method) => {
    const { fetch, calls } = fakeFetch(json({ _id: 'w1' }, 201));
    const result = await createApiClient({ fetch })[helper]('/api/writeup/', { type: 'movie' });

    expect(result).toEqual({ ok: true, status: 201, data: { _id: 'w1' } });
    expect(calls[0].init).toMatchObject({ method, body: '{"type":"movie"}', credentials: 'same-origin' });
    expect(calls[0].init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends a DELETE without a body', async () => {
    const { fetch, calls } = fakeFetch(json({ ok: true }));
    const result = await createApiClient({ fetch }).delete('/api/comment/c1');
    expect(result.ok).toBe(true);
    expect(calls[0].init).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('answers JSON null (a signed-out whoami) as data', async () => {
    const { fetch } = fakeFetch(json(null));
    expect(await createApiClient({ fetch }).get('/api/whoami')).toEqual({
      ok: true,
      status: 200,
      data: null,
    });
  });

  it('answers an empty body (204) as null data without activation', async () => {
    const { fetch, calls } = fakeFetch(() => Promise.resolve(new Response(null, { status: 204 })));
    expect(await createApiClient({ fetch }).delete('/api/user/')).toEqual({
      ok: true,
      status: 204,
      data: null,
    });
    expect(calls).toHaveLength(1);
  });

  it('answers the server error body as the error', async () => {
    const error = { statusCode: 401, error: 'Unauthorized', message: 'Incorrect email or password' };
    const { fetch } = fakeFetch(json(error, 401));
    expect(await createApiClient({ fetch }).post('/api/login', {})).toEqual({
      ok: false,
      status: 401,
      error,
    });
  });

  it('joins a list of messages into one sentence', async () => {
    const { fetch } = fakeFetch(
      json({ statusCode: 400, error: 'Bad Request', message: ['a is bad', 'b is bad'] }, 400),
    );
    const result = await createApiClient({ fetch }).post('/api/x', {});
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: { statusCode: 400, error: 'Bad Request', message: 'a is bad; b is bad' },
    });
  });

  it('makes an error from the status when the JSON error body has another shape', async () => {
    const { fetch } = fakeFetch(json({ reason: 'nope' }, 503, 'Service Unavailable'));
    expect(await createApiClient({ fetch }).get('/api/health')).toEqual({
      ok: false,
      status: 503,
      error: { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' },
    });
  });

  it('answers an error result when the network fails', async () => {
    const { fetch } = fakeFetch(offline());
    expect(await createApiClient({ fetch }).get('/api/whoami')).toEqual({
      ok: false,
      status: 0,
      error: { statusCode: 0, error: 'Network Error', message: 'Network error' },
    });
  });

  describe('when the response is not JSON', () => {
    const now = 1_700_000_000_000;
    beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(now));
    afterEach(() => jest.restoreAllMocks());

    it('activates the server and retries the original request once', async () => {
      const { fetch, calls } = fakeFetch(html(502), json({ ok: true }), json({ totalReviews: 3 }));
      const result = await createApiClient({ fetch }).post('/api/comment/w1', { content: 'Hi' });

      expect(result).toEqual({ ok: true, status: 200, data: { totalReviews: 3 } });
      expect(calls.map((call) => [call.init.method, call.url])).toEqual([
        ['POST', '/api/comment/w1'],
        ['GET', `/api/activate/${now}`],
        ['POST', '/api/comment/w1'],
      ]);
      expect(calls[2].init.body).toBe('{"content":"Hi"}');
    });

    it('fails with "Activation failed" when activation answers an error', async () => {
      const { fetch, calls } = fakeFetch(html(), json({ statusCode: 500 }, 500));
      const result = await createApiClient({ fetch }).get('/api/whoami');

      expect(result).toEqual({
        ok: false,
        status: 500,
        error: { statusCode: 500, error: 'Activation failed', message: 'Activation failed' },
      });
      expect(calls).toHaveLength(2);
    });

    it('fails with "Activation failed" when activation is not JSON either', async () => {
      const { fetch } = fakeFetch(html(), html());
      const result = await createApiClient({ fetch }).get('/api/whoami');
      expect(result.ok === false && result.error.message).toBe('Activation failed');
    });

    it('fails with "Activation failed" when activation cannot reach the server', async () => {
      const { fetch } = fakeFetch(html(), offline());
      const result = await createApiClient({ fetch }).get('/api/whoami');
      expect(result).toEqual({
        ok: false,
        status: 0,
        error: { statusCode: 0, error: 'Activation failed', message: 'Activation failed' },
      });
    });

    it('retries only once', async () => {
      const { fetch, calls } = fakeFetch(html(), json({ ok: true }), html(503));
      const result = await createApiClient({ fetch }).get('/api/whoami');

      expect(result).toEqual({
        ok: false,
        status: 503,
        error: {
          statusCode: 503,
          error: 'Invalid Response',
          message: 'The server sent a response that could not be read',
        },
      });
      expect(calls).toHaveLength(3);
    });
  });

  describe('when the request is aborted', () => {
    it('resolves silently to an aborted result', async () => {
      const { fetch } = hangingFetch();
      const controller = new AbortController();
      const pending = createApiClient({ fetch }).get('/api/search', { signal: controller.signal });
      controller.abort();

      const result = await pending;
      expect(result).toMatchObject({ ok: false, aborted: true, status: 0 });
    });

    it('passes the signal on to fetch', async () => {
      const { fetch, calls } = fakeFetch(json([]));
      const controller = new AbortController();
      await createApiClient({ fetch }).get('/api/search', { signal: controller.signal });
      expect(calls[0].init.signal).toBe(controller.signal);
    });

    it('stops without retrying when aborted during activation', async () => {
      const controller = new AbortController();
      const calls: string[] = [];
      const fetch = ((input: RequestInfo | URL) => {
        calls.push(String(input));
        if (calls.length === 1) return html()();
        controller.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      }) as typeof globalThis.fetch;

      const result = await createApiClient({ fetch }).get('/api/whoami', { signal: controller.signal });
      expect(result).toMatchObject({ ok: false, aborted: true });
      expect(calls).toHaveLength(2);
    });
  });
});

describe('unwrap', () => {
  it('gives the data of a success', () => {
    expect(unwrap({ ok: true, status: 200, data: [1, 2] })).toEqual([1, 2]);
  });

  it('throws the server message of a failure', () => {
    const failure = {
      ok: false as const,
      status: 404,
      error: { statusCode: 404, error: 'Not Found', message: 'No such writeup' },
    };
    expect(() => unwrap(failure)).toThrow(new ApiRequestError(failure));
    expect(() => unwrap(failure)).toThrow('No such writeup');
  });
});

describe('keepalive', () => {
  it('asks the browser to keep a request alive past the page only when told to', async () => {
    const { fetch, calls } = fakeFetch(json({ ok: true }), json({ ok: true }));
    const client = createApiClient({ fetch });
    await client.request('PATCH', '/api/writeup', { body: { _id: 'w1' }, keepalive: true });
    await client.patch('/api/writeup', { _id: 'w1' });
    expect(calls.map((call) => call.init.keepalive)).toEqual([true, undefined]);
  });
});
