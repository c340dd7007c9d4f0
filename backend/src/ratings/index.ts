// What other features may import from ratings/ (eslint.config.mjs: nothing else of it).
export { MyRatingsQueryDto } from './dto/ratings.request';
export { MyRatingsDto } from './dto/ratings.response';
export { RatingsService } from './ratings.service';
