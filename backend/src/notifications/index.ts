// What other features may import from notifications/ (eslint.config.mjs: nothing else of it).
export { UnreadCountDto } from './dto/notifications.response';
export { NotificationsService } from './notifications.service';
