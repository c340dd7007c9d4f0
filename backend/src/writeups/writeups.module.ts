import { Module } from '@nestjs/common';

import { WriteupDeleteController } from './writeup-delete.controller';
import { WriteupEditorService } from './writeup-editor.service';
import { WriteupReaderService } from './writeup-reader.service';
import { WriteupReadsRepository } from './writeup-reads.repository';
import { WriteupRevisionsController } from './writeup-revisions.controller';
import { WriteupRevisionsRepository } from './writeup-revisions.repository';
import { WriteupRevisionsService } from './writeup-revisions.service';
import { WriteupsController } from './writeups.controller';
import { WriteupsRepository } from './writeups.repository';

@Module({
  controllers: [WriteupsController, WriteupDeleteController, WriteupRevisionsController],
  providers: [
    WriteupsRepository,
    WriteupReadsRepository,
    WriteupRevisionsRepository,
    WriteupEditorService,
    WriteupReaderService,
    WriteupRevisionsService,
  ],
  exports: [WriteupEditorService, WriteupReaderService, WriteupReadsRepository],
})
export class WriteupsModule {}
