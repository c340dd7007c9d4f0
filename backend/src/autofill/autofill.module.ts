import { Module } from '@nestjs/common';

import { MediaModule } from '../media/media.module';
import { AutofillController } from './autofill.controller';
import { AutofillService } from './autofill.service';
import { OmdbClient } from './omdb.client';

@Module({
  imports: [MediaModule],
  controllers: [AutofillController],
  providers: [OmdbClient, AutofillService],
})
export class AutofillModule {}
