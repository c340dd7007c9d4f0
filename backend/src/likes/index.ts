// What other features may import from likes/ (eslint.config.mjs: nothing else of it).
export { MyLikesDto } from './dto/likes.response';
