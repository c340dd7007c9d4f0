import { Module } from '@nestjs/common';

import { RatingsModule } from '../ratings/ratings.module';
import { MarkdownModule } from '../markdown/markdown.module';
import { DiaryController } from './diary.controller';
import { DiaryRepository } from './diary.repository';
import { DiaryService } from './diary.service';
import { LogReportsRepository } from './log-reports.repository';

/** product.md §15: members' diary and reviews. */
@Module({
  imports: [MarkdownModule, RatingsModule],
  controllers: [DiaryController],
  providers: [DiaryRepository, LogReportsRepository, DiaryService],
  exports: [DiaryService],
})
export class DiaryModule {}
