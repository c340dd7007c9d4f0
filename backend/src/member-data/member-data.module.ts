import { Module } from '@nestjs/common';

import { DataExportService } from './data-export.service';
import { DataImportService } from './data-import.service';
import { MemberDataController } from './member-data.controller';
import { MemberDataExportRepository } from './member-data-export.repository';
import { MemberDataImportRepository } from './member-data-import.repository';

/** product.md §17: a member's data, in and out. */
@Module({
  controllers: [MemberDataController],
  providers: [DataExportService, DataImportService, MemberDataExportRepository, MemberDataImportRepository],
})
export class MemberDataModule {}
