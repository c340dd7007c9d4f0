import { Module } from '@nestjs/common';

import { AutofillController } from './autofill.controller';
import { AutofillService } from './autofill.service';
import { OmdbClient } from './omdb.client';

@Module({
  controllers: [AutofillController],
  providers: [OmdbClient, AutofillService],
})
export class AutofillModule {}
