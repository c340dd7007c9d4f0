import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WriteupPreview } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, StaffOnly } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import type { UserRow } from '../database/schema';
import { WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import { WriteupPreviewDto } from './dto/writeup-preview.response';
import { WriteupPreviewService } from './writeup-preview.service';

/** Personal to its editor, never shared by a cache: `private, no-store` like every non-public read. */
@ApiTags('writeups')
@Controller('writeup')
export class WriteupPreviewController {
  constructor(private readonly previews: WriteupPreviewService) {}

  @Get(':id/preview')
  @StaffOnly()
  @ApiOkResponse({ type: WriteupPreviewDto, description: 'The writeup, notes included, and its share card' })
  @Endpoint({
    operationId: 'previewWriteup',
    summary: 'Admin: a writeup to preview (drafts too) and the card its link shows when shared',
    errors: { 404: 'No such writeup, or not its author or root' },
  })
  preview(
    @CurrentUser() user: UserRow,
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
  ): Promise<WriteupPreview> {
    return this.previews.preview(user, id);
  }
}
