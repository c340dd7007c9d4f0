import { Module } from '@nestjs/common';

import { WriteupDeleteController } from './writeup-delete.controller';
import { WriteupEditorService } from './writeup-editor.service';
import { WriteupReaderService } from './writeup-reader.service';
import { WriteupReadsRepository } from './writeup-reads.repository';
import { WriteupsController } from './writeups.controller';
import { WriteupsRepository } from './writeups.repository';

@Module({
  controllers: [WriteupsController, WriteupDeleteController],
  providers: [WriteupsRepository, WriteupReadsRepository, WriteupEditorService, WriteupReaderService],
  exports: [WriteupEditorService, WriteupReaderService, WriteupReadsRepository],
})
export class WriteupsModule {}
