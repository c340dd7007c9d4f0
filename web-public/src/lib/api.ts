import { ApiRequestError, createApiClient, unwrap, type HttpMethod } from '@reviews/libs/api-client';
import type { ApiRead } from '@reviews/libs/page-reads';

export const apiClient = createApiClient();

/** A GET for the query library: resolves with the data or throws, so queries see failures. */
export async function apiGet<T>(
  path: string,
  query?: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  return unwrap(await apiClient.get<T>(path, { query, signal }));
}

/** One of the reads a page starts with (libs page-reads), as {@link apiGet} does. */
export function apiRead<T>(read: ApiRead, signal?: AbortSignal): Promise<T> {
  return apiGet<T>(read.path, read.query, signal);
}

/**
 * A write for a mutation: resolves with the answer or throws {@link ApiRequestError}, whose
 * message is the server's sentence for a person to read.
 */
export async function apiSend<T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body?: unknown,
): Promise<T> {
  return unwrap(await apiClient.request<T>(method, path, { body }));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 404;
}

/** A refusal that asking again will not change (4xx); network failures and 5xx may pass. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500;
}

/** The status of a failed request; 0 when no response arrived or the failure was not a request. */
export function errorStatus(error: unknown): number {
  return error instanceof ApiRequestError ? error.statusCode : 0;
}

/** The sentence to show a person for a failed request. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong';
}
