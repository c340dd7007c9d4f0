export * from './operation.js';
export * from './operations.js';
export type { components, operations } from './schema.js';
export * from '../api-client.js';
