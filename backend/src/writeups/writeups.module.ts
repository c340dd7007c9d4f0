import { Global, Module } from '@nestjs/common';

import { PUBLICATION_SCHEDULE } from '../http-cache/publication-schedule';

import { DiscussedWriteupsRepository } from './discussed-writeups.repository';
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

/** Global so that http-cache's publication clock finds PUBLICATION_SCHEDULE without depending on this module. */
@Global()
@Module({
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
