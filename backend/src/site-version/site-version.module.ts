import { Module } from '@nestjs/common';

import { SiteVersion } from './site-version';
import { SiteVersionRepository } from './site-version.repository';

/** The site data version that in-process caches check on every use (see site-version.ts). */
@Module({
  providers: [SiteVersionRepository, SiteVersion],
  exports: [SiteVersion],
})
export class SiteVersionModule {}
