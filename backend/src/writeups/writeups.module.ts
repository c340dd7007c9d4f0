import { Module } from '@nestjs/common';

import { PUBLICATION_SCHEDULE } from '../http-cache/publication-schedule';
import { JobsModule } from '../jobs/jobs.module';
import { MarkdownModule } from '../markdown/markdown.module';
import { DiscussedWriteupsRepository } from './reading/discussed-writeups.repository';
import { FollowerNotices } from './publishing/follower-notices';
import { WriteupDeleteController } from './editing/writeup-delete.controller';
import { WriteupDiscoveryController } from './discovery/writeup-discovery.controller';
import { WriteupDiscoveryService } from './discovery/writeup-discovery.service';
import { WriteupEditorService } from './editing/writeup-editor.service';
import { WriteupPublications } from './publishing/writeup-publications';
import { WriteupReaderService } from './reading/writeup-reader.service';
import { WriteupReadsRepository } from './reading/writeup-reads.repository';
import { WriteupRevisionsController } from './revisions/writeup-revisions.controller';
import { WriteupRevisionsRepository } from './revisions/writeup-revisions.repository';
import { WriteupRevisionsService } from './revisions/writeup-revisions.service';
import { WriteupsController } from './writeups.controller';
import { WriteupsRepository } from './editing/writeups.repository';

/** It provides PUBLICATION_SCHEDULE, which the app hands to http-cache's publication clock. */
@Module({
  imports: [JobsModule, MarkdownModule],
  controllers: [
    WriteupsController,
    WriteupDeleteController,
    WriteupRevisionsController,
    WriteupDiscoveryController,
  ],
  providers: [
    WriteupsRepository,
    WriteupReadsRepository,
    DiscussedWriteupsRepository,
    WriteupRevisionsRepository,
    WriteupEditorService,
    WriteupReaderService,
    WriteupRevisionsService,
    WriteupPublications,
    WriteupDiscoveryService,
    FollowerNotices,
    { provide: PUBLICATION_SCHEDULE, useExisting: WriteupPublications },
  ],
  exports: [
    WriteupEditorService,
    WriteupReaderService,
    WriteupDiscoveryService,
    WriteupReadsRepository,
    PUBLICATION_SCHEDULE,
  ],
})
export class WriteupsModule {}
