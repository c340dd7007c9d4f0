import { Global, Module } from '@nestjs/common';

import { PAGE_METADATA } from '../web/page-metadata';
import { PageResolver } from './page-resolver';
import { SeoRepository } from './seo.repository';
import { SeoService } from './seo.service';

/** Global so that the web module finds PAGE_METADATA without depending on this module. */
@Global()
@Module({
  providers: [SeoRepository, PageResolver, SeoService, { provide: PAGE_METADATA, useExisting: SeoService }],
  exports: [PAGE_METADATA],
})
export class SeoModule {}
