// What other features may import from writeups/ (eslint.config.mjs: nothing else of it).
export { WriteupCardDto, WriteupDto } from './dto/writeup.response';
export { NOTIFY_FOLLOWERS, type FollowerNoticesJob } from './publishing/follower-notices';
export { WriteupDiscoveryService } from './discovery/writeup-discovery.service';
export { WriteupEditorService } from './editing/writeup-editor.service';
export { WriteupReaderService } from './reading/writeup-reader.service';
export type { WriteupViewer } from './reading/writeup-viewer';
export {
  toWriteupCard,
  type WriteupAuthor,
  type WriteupCardRecord,
  type WriteupCardWithAuthor,
  type WriteupRecord,
} from './reading/writeup.mapper';
export { writeupReadKeys } from './writeups.cache-keys';
