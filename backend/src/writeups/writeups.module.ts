import { Module } from '@nestjs/common';

import { PUBLICATION_SCHEDULE } from '../http-cache/publication-schedule';
import { JobsModule } from '../jobs/jobs.module';
import { MarkdownModule } from '../markdown/markdown.module';
import { DiscussedWriteupsRepository } from './discussed-writeups.repository';
import { FollowerNotices } from './follower-notices';
import { WriteupDeleteController } from './writeup-delete.controller';
import { WriteupDiscoveryController } from './writeup-discovery.controller';
import { WriteupDiscoveryService } from './writeup-discovery.service';
import { WriteupEditorService } from './writeup-editor.service';
import { WriteupPublications } from './writeup-publications';
import { WriteupReaderService } from './writeup-reader.service';
import { WriteupReadsRepository } from './writeup-reads.repository';
import { WriteupRevisionsController } from './writeup-revisions.controller';
import { WriteupRevisionsRepository } from './writeup-revisions.repository';
import { WriteupRevisionsService } from './writeup-revisions.service';
import { WriteupsController } from './writeups.controller';
import { WriteupsRepository } from './writeups.repository';

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
