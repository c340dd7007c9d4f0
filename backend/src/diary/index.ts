// What other features may import from diary/ (eslint.config.mjs: nothing else of it).
export { diaryKey, logKeys, reviewsKey } from './diary.cache-keys';
export { toLogEntry, withoutSpoilerReview } from './diary.mapper';
export { DiaryService } from './diary.service';
export { LogEntryDto } from './dto/diary.response';
