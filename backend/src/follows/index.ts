// What other features may import from follows/ (eslint.config.mjs: nothing else of it).
export { MyFollowsQueryDto } from './dto/follows.request';
export { MyFollowsDto } from './dto/follows.response';
