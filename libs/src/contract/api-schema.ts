import type { components, operations } from '../api/schema.js';

/**
 * A request or response shape of the API as the OpenAPI document has it. The backend's DTO class
 * of that name is the shape's one declaration; the document and this type follow from it.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query parameters of an operation, as its query DTO declares them. */
export type ApiQuery<OperationId extends keyof operations> = NonNullable<
  operations[OperationId]['parameters']['query']
>;
