import { ApiRequestError, createApiClient, unwrap } from '@reviews/libs/api-client';

export const apiClient = createApiClient();

/** A GET for the query library: resolves with the data or throws, so queries see failures. */
export async function apiGet<T>(
  path: string,
  query?: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  return unwrap(await apiClient.get<T>(path, { query, signal }));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 404;
}

/** A refusal that asking again will not change (4xx); network failures and 5xx may pass. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500;
}
