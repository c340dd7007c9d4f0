import type { ApiClient, ApiResult, HttpMethod } from '../api-client.js';

type JsonOf<Response> = Response extends { content: { 'application/json': infer Data } } ? Data : never;

/** The JSON of an operation's success answers (2xx) as the OpenAPI document describes it. */
export type SuccessData<Op> = Op extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202 ? JsonOf<Responses[Status]> : never;
    }[keyof Responses]
  : never;

type PathOf<Op> = Op extends { parameters: { path: infer Path } }
  ? [Path] extends [never]
    ? object
    : { path: Path }
  : object;

/**
 * The query's names come from the document; its values are what the client serialises
 * (api-client.ts: objects such as `filter` as JSON text, booleans and numbers as text).
 */
type QueryOf<Op> = Op extends { parameters: { query?: infer Query } }
  ? [Query] extends [never | undefined]
    ? object
    : { query?: { [Name in keyof NonNullable<Query>]?: unknown } }
  : object;

type BodyOf<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : Op extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : object;

/** What a call of an operation takes: its path and query parameters, its JSON body. */
export type OperationParams<Op> = PathOf<Op> & QueryOf<Op> & BodyOf<Op>;

/** How a call is sent: `signal` aborts it, `keepalive` lets it outlive the page. */
export interface CallOptions {
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** A React Query key of an operation's answer: the operation's id, then its parameters. */
export type OperationKey = readonly [operationId: string, params: object];

/**
 * An operation of the API (operations.ts, generated from the OpenAPI document), called through
 * the one fetch client of spec §7 so that its activation retry, aborts and error shape apply.
 */
export interface Operation<Op> {
  (
    client: ApiClient,
    params: OperationParams<Op>,
    options?: CallOptions,
  ): Promise<ApiResult<SuccessData<Op>>>;
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The OpenAPI path, with `{name}` for each path parameter. */
  readonly path: string;
  /** The path with its parameters filled in (without the query). */
  pathOf(params?: OperationParams<Op>): string;
  /** `[operationId, params]`: the query key of this answer, and the prefix of all its keys. */
  key(params?: OperationParams<Op>): OperationKey;
}

interface AnyParams {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Used by the generated operations.ts only. */
export function operation<Op>(operationId: string, method: HttpMethod, path: string): Operation<Op> {
  const pathOf = (params: AnyParams = {}) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params.path?.[name])));
  const call = (client: ApiClient, params: AnyParams = {}, options: CallOptions = {}) =>
    client.request(method, pathOf(params), {
      query: params.query,
      body: params.body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  return Object.assign(call, {
    operationId,
    method,
    path,
    pathOf,
    key: (params: object = {}): OperationKey => [operationId, params],
  }) as unknown as Operation<Op>;
}
