import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { MEDIA_PURPOSES } from '@reviews/libs/constants';
import type { MediaResponse } from '@reviews/libs/contract';
import type { Request } from 'express';

import { CurrentUser, Roles } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { UploadMediaDto } from './media.dto';
import { MediaService } from './media.service';
import { MediaUploadInterceptor } from './media-upload.interceptor';

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** Members may send only `purpose: avatar` (checked by the service). */
  @Roles('user', 'admin', 'root')
  @Post()
  @HttpCode(201)
  @UseInterceptors(MediaUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'purpose'],
      properties: { file: { type: 'string', format: 'binary' }, purpose: { enum: [...MEDIA_PURPOSES] } },
    },
  })
  upload(
    @Body() body: UploadMediaDto,
    @Req() request: Request,
    @CurrentUser() user: UserRow,
  ): Promise<MediaResponse> {
    return this.media.upload(user, body.purpose, request.file?.buffer);
  }
}
