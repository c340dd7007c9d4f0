import type { ApiClient, ApiResult } from '@reviews/libs/api-client';
import {
  type CreateParams,
  type CreateResult,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type GetOneResult,
  HttpError,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';

/** What a resource module answers; the data provider (../data-provider.ts) dispatches to it. */
export interface ResourceProvider {
  getList?(resource: string, params: GetListParams): Promise<GetListResult>;
  getOne?(resource: string, params: GetOneParams): Promise<GetOneResult>;
  create?(resource: string, params: CreateParams): Promise<CreateResult>;
  update?(resource: string, params: UpdateParams): Promise<UpdateResult>;
  delete?(resource: string, params: DeleteParams): Promise<DeleteResult>;
}

export type ResourceFactory = (client: ApiClient) => ResourceProvider;

/** The data of a successful call; a failed one becomes the HttpError react-admin expects. */
export function dataOf<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new HttpError(result.error.message, result.status, result.error);
}

export const expectData = async <T>(pending: Promise<ApiResult<T>>): Promise<T> => dataOf(await pending);

export function withId<T extends { _id: string }>(entity: T): T & { id: string } {
  return { ...entity, id: entity._id };
}
