import { activate as activateOperation } from './api/operations.js';
import type { ApiError } from './contract/index.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Query parameters; undefined and null are left out, objects (`filter`) are sent as JSON text. */
  query?: Record<string, unknown>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (fetch's keepalive): for a save sent while the page is left. */
  keepalive?: boolean;
}

export type QueryOptions = Omit<RequestOptions, 'body'>;

export interface ApiSuccess<T> {
  ok: true;
  data: T;
  status: number;
}

export interface ApiFailure {
  ok: false;
  error: ApiError;
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  /** Set when the caller aborted the request: not an error worth showing. */
  aborted?: true;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface ApiClient {
  /** Resolves to a result in every case, including network failures and aborts; never throws. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(path: string, options?: QueryOptions): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown, options?: QueryOptions): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown, options?: QueryOptions): Promise<ApiResult<T>>;
  patch<T>(path: string, body?: unknown, options?: QueryOptions): Promise<ApiResult<T>>;
  delete<T>(path: string, options?: QueryOptions): Promise<ApiResult<T>>;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `http://localhost:3000`; '' for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/** What a failed request looks like once a caller prefers an exception (e.g. a query function). */
export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly aborted: boolean;

  constructor(failure: ApiFailure) {
    super(failure.error.message);
    this.name = 'ApiRequestError';
    this.statusCode = failure.error.statusCode;
    this.error = failure.error.error;
    this.aborted = failure.aborted === true;
  }
}

/** The data of a successful result; throws {@link ApiRequestError} for a failed one. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiRequestError(result);
  return result.data;
}

/** `?filter={"slug":"dune"}&page=2` (product.md §4); '' when nothing is left to send. */
export function serialiseQuery(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Date) params.append(name, value.toISOString());
    else if (typeof value === 'object') params.append(name, JSON.stringify(value));
    else params.append(name, String(value));
  }
  return params.toString();
}

/** `path` with the query appended (`?` or `&`), as the client requests it. */
export function withQuery(path: string, query?: Record<string, unknown>): string {
  const serialised = serialiseQuery(query);
  if (serialised === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${serialised}`;
}

function failure(status: number, error: string, message: string): ApiFailure {
  return { ok: false, status, error: { statusCode: status, error, message } };
}

function aborted(): ApiFailure {
  return { ...failure(0, 'Aborted', 'Request aborted'), aborted: true };
}

function networkError(): ApiFailure {
  return failure(0, 'Network Error', 'Network error');
}

/** The server's `{statusCode, error, message}` body, or one made from the status when the body is something else. */
function toApiError(body: unknown, response: Response): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  const message = Array.isArray(record.message) ? record.message.join('; ') : record.message;
  return {
    statusCode: typeof record.statusCode === 'number' ? record.statusCode : response.status,
    error: typeof record.error === 'string' ? record.error : response.statusText || 'Error',
    message: typeof message === 'string' && message !== '' ? message : fallback,
  };
}

function isAbort(thrown: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (thrown instanceof Error && thrown.name === 'AbortError');
}

type Parsed = { readable: true; value: unknown } | { readable: false };

function parseJson(text: string): Parsed {
  if (text.trim() === '') return { readable: true, value: null };
  try {
    return { readable: true, value: JSON.parse(text) };
  } catch {
    return { readable: false };
  }
}

type Attempt<T> = { kind: 'done'; result: ApiResult<T> } | { kind: 'unreadable'; status: number };

/**
 * The one fetch client of spec §7. JSON in and out, cookies of the page's own origin.
 * A response that is not JSON (a server waking up behind a proxy) triggers
 * `GET /api/activate/{timestamp}` and one retry of the original request.
 */
export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}): ApiClient {
  // Looked up per call, and called unbound: browsers refuse fetch invoked on another object.
  const doFetch = (url: string, init: RequestInit) => (fetchImpl ?? globalThis.fetch)(url, init);

  async function exchange(
    method: HttpMethod,
    url: string,
    body: unknown,
    signal?: AbortSignal,
    keepalive?: boolean,
  ) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await doFetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
    return { response, parsed: parseJson(await response.text()) };
  }

  async function attempt<T>(method: HttpMethod, url: string, options: RequestOptions): Promise<Attempt<T>> {
    try {
      const { response, parsed } = await exchange(
        method,
        url,
        options.body,
        options.signal,
        options.keepalive,
      );
      if (!parsed.readable) return { kind: 'unreadable', status: response.status };
      const result: ApiResult<T> = response.ok
        ? { ok: true, data: parsed.value as T, status: response.status }
        : { ok: false, error: toApiError(parsed.value, response), status: response.status };
      return { kind: 'done', result };
    } catch (thrown) {
      return { kind: 'done', result: isAbort(thrown, options.signal) ? aborted() : networkError() };
    }
  }

  /** null when the server answered the activation call with JSON, else the failure to report. */
  async function activate(signal?: AbortSignal): Promise<ApiFailure | null> {
    try {
      const { response, parsed } = await exchange(
        'GET',
        `${baseUrl}${activateOperation.pathOf({ path: { timestamp: String(Date.now()) } })}`,
        undefined,
        signal,
      );
      return response.ok && parsed.readable
        ? null
        : failure(response.status, 'Activation failed', 'Activation failed');
    } catch (thrown) {
      return isAbort(thrown, signal) ? aborted() : failure(0, 'Activation failed', 'Activation failed');
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const url = `${baseUrl}${withQuery(path, options.query)}`;
    const first = await attempt<T>(method, url, options);
    if (first.kind === 'done') return first.result;
    const activationFailure = await activate(options.signal);
    if (activationFailure) return activationFailure;
    const retry = await attempt<T>(method, url, options);
    if (retry.kind === 'done') return retry.result;
    return failure(retry.status, 'Invalid Response', 'The server sent a response that could not be read');
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
