import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { MEDIA_PURPOSES } from '@reviews/libs/constants';
import type { MediaResponse } from '@reviews/libs/contract';
import type { FastifyRequest } from 'fastify';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, SignedIn } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { MediaDto } from './dto/media.response';
import { UploadMediaDto } from './dto/media.request';
import { MediaService } from './media.service';
import { MediaUploadInterceptor } from './media-upload.interceptor';

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** Members may send only `purpose: avatar` (checked by the service). */
  @SignedIn()
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
  @ApiCreatedResponse({ type: MediaDto, description: 'The image, stored in every variant' })
  @Endpoint({
    operationId: 'uploadMedia',
    summary: 'Upload an image (poster, banner, content image or avatar)',
    errors: {
      400: 'No image, a bad purpose, a damaged image, one past the size limits or one an encoder refuses',
      403: 'Members may upload only an avatar',
      413: 'The file is over the size limit',
      415: 'Not an image of an accepted type',
      429: "Past the uploader's daily quota",
      503: 'The processing queue is full; try again after Retry-After seconds',
    },
  })
  upload(
    @Body() body: UploadMediaDto,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserRow,
  ): Promise<MediaResponse> {
    return this.media.upload(user, body.purpose, request.uploadedFile?.bytes);
  }
}
