export * from './announcements';
export * from './comments';
export * from './sessions';
export * from './users';
export * from './writeups';
