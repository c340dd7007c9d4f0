export * from './community.js';
export * from './error.js';
export * from './user.js';
export * from './writeup.js';
export * from './media.js';
export * from './moderation.js';
export * from './discovery.js';
