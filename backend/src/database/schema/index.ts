export * from './announcements';
export * from './comment-reports';
export * from './comments';
export * from './sessions';
export * from './site-version';
export * from './users';
export * from './writeups';
export * from './writeup-revisions';
