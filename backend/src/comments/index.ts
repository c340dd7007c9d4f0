// What other features may import from comments/ (eslint.config.mjs: nothing else of it).
export { CommentsService } from './comments.service';
export { MyCommentsDto, MyReportsDto } from './dto/comment.response';
