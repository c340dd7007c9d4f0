// What other features may import from writeups/ (eslint.config.mjs: nothing else of it).
export { WriteupCardDto, WriteupDto } from './dto/writeup.response';
export { NOTIFY_FOLLOWERS, type FollowerNoticesJob } from './follower-notices';
export { WriteupDiscoveryService } from './writeup-discovery.service';
export { WriteupEditorService } from './writeup-editor.service';
export { WriteupReaderService } from './writeup-reader.service';
export type { WriteupViewer } from './writeup-viewer';
export {
  toWriteupCard,
  type WriteupAuthor,
  type WriteupCardRecord,
  type WriteupCardWithAuthor,
  type WriteupRecord,
} from './writeup.mapper';
export { writeupReadKeys } from './writeups.cache-keys';
