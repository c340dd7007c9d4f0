export * from './constants.js';
export * from './contract/index.js';
export * from './rules/index.js';
