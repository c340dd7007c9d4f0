import { ApiRequestError, createApiClient, unwrap } from '@reviews/libs/api';
import type { Operation, OperationParams, SuccessData } from '@reviews/libs/api';
import type { ApiRead } from '@reviews/libs/page-reads';

export const apiClient = createApiClient();

/**
 * An operation of the generated client for a query or a mutation: resolves with the answer or
 * throws {@link ApiRequestError}, whose message is the server's sentence for a person to read.
 */
export async function call<Op>(
  operation: Operation<Op>,
  params: OperationParams<Op>,
  signal?: AbortSignal,
): Promise<SuccessData<Op>> {
  return unwrap(await operation(apiClient, params, { signal }));
}

/** One of the reads a page starts with (libs page-reads), at the address the server preloads. */
export async function apiRead<T>(read: ApiRead<T>, signal?: AbortSignal): Promise<T> {
  return unwrap(await apiClient.get<T>(read.path, { query: read.query, signal }));
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
