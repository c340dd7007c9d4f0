export * from './account-tokens';
export * from './announcements';
export * from './comments';
export * from './outbox';
export * from './sessions';
export * from './site-version';
export * from './users';
export * from './writeups';
