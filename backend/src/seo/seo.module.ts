import { Global, Module } from '@nestjs/common';

import { PAGE_METADATA } from '../web/page-metadata';
import { PageResolver } from './page-resolver';
import { SeoRepository } from './seo.repository';
import { SeoService } from './seo.service';
import { WriteupPreviewController } from './writeup-preview.controller';
import { WriteupPreviewService } from './writeup-preview.service';

/**
 * Page heads and documents, and the editor's preview with its share card (issue 28), which the
 * page heads' own functions build. Global so that the web module finds PAGE_METADATA without
 * depending on this module.
 */
@Global()
@Module({
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
