import { Module } from '@nestjs/common';

import { DiaryModule } from '../diary/diary.module';
import { MarkdownModule } from '../markdown/markdown.module';
import { CommentModerationController, MyReportsController } from './comment-moderation.controller';
import { CommentModerationService } from './comment-moderation.service';
import { CommentReportsRepository } from './comment-reports.repository';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';
import { MyCommentsController } from './my-comments.controller';
import { ProfileCommentsController } from './profile-comments.controller';
import { ProfileCommentsRepository } from './profile-comments.repository';
import { ProfileCommentsService } from './profile-comments.service';

@Module({
  imports: [MarkdownModule, DiaryModule],
  // Moderation first: its `GET reports` must be matched before `GET :writeupId`.
  controllers: [
    CommentModerationController,
    MyReportsController,
    CommentsController,
    MyCommentsController,
    ProfileCommentsController,
  ],
  providers: [
    CommentsRepository,
    CommentReportsRepository,
    CommentsService,
    CommentModerationService,
    ProfileCommentsRepository,
    ProfileCommentsService,
  ],
  exports: [CommentsService, CommentModerationService],
})
export class CommentsModule {}
