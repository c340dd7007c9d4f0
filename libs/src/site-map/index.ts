export * from './access.js';
export * from './links.js';
export * from './match.js';
export * from './pages.js';
export * from './suggestions.js';
