// What other features may import from lists/ (eslint.config.mjs: nothing else of it).
export { ListKeys, listReadKeys } from './lists.cache-keys';
export { publishedEntryCount } from './lists.repository';
export { ListsService } from './lists.service';
