// What other features may import from seo/ (eslint.config.mjs: nothing else of it).
export { plainText, summary } from './text-summary';
