import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiOperation,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { MEDIA_PURPOSES } from '@reviews/libs/constants';
import type { MediaResponse } from '@reviews/libs/contract';
import type { FastifyRequest } from 'fastify';

import { ApiErrorDto } from '../common/dto/api-error.response';
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
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'No image, a bad purpose, a damaged image, one past the size limits or one an encoder refuses',
  })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Members may upload only an avatar' })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: 'The file is over the size limit' })
  @ApiUnsupportedMediaTypeResponse({ type: ApiErrorDto, description: 'Not an image of an accepted type' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: "Past the uploader's daily quota" })
  @ApiServiceUnavailableResponse({
    type: ApiErrorDto,
    description: 'The processing queue is full; try again after Retry-After seconds',
  })
  @ApiOperation({
    operationId: 'uploadMedia',
    summary: 'Upload an image (poster, banner, content image or avatar)',
  })
  upload(
    @Body() body: UploadMediaDto,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserRow,
  ): Promise<MediaResponse> {
    return this.media.upload(user, body.purpose, request.uploadedImage);
  }
}
