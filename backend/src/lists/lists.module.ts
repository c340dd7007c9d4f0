import { Module } from '@nestjs/common';

import { MarkdownModule } from '../markdown/markdown.module';
import { ListsController } from './lists.controller';
import { ListsRepository } from './lists.repository';
import { ListsService } from './lists.service';

@Module({
  imports: [MarkdownModule],
  controllers: [ListsController],
  providers: [ListsRepository, ListsService],
  exports: [ListsService],
})
export class ListsModule {}
