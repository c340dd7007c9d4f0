import { Module } from '@nestjs/common';

import { DiaryModule } from '../diary/diary.module';
import { ListsModule } from '../lists/lists.module';
import { PAGE_METADATA } from '../web/page-metadata';
import { WriteupsModule } from '../writeups/writeups.module';
import { PageResolver } from './page-resolver';
import { SeoRepository } from './seo.repository';
import { SeoService } from './seo.service';
import { WriteupPreviewController } from './writeup-preview.controller';
import { WriteupPreviewService } from './writeup-preview.service';

/**
 * Page heads and documents, and the editor's preview with its share card (issue 28), which the
 * page heads' own functions build. It provides PAGE_METADATA, which the app hands to the web
 * module (WebModule.forRoot), so that web imports no feature.
 */
@Module({
  imports: [DiaryModule, ListsModule, WriteupsModule],
  controllers: [WriteupPreviewController],
  providers: [
    SeoRepository,
    PageResolver,
    SeoService,
    WriteupPreviewService,
    { provide: PAGE_METADATA, useExisting: SeoService },
  ],
  exports: [PAGE_METADATA],
})
export class SeoModule {}
