import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { DATA_IMPORT } from '@reviews/libs/constants';
import type { ImportReport } from '@reviews/libs/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, SignedIn } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { type PurgeKeys, Purges } from '../http-cache/purge-keys';
import { DataExportService } from './data-export.service';
import { DataImportService } from './data-import.service';
import { ImportDataDto } from './dto/member-data.request';
import { ImportReportDto } from './dto/member-data.response';
import { ImportUploadInterceptor } from './import-upload.interceptor';

const HOUR_MS = 60 * 60_000;

/** Imports are counted per account (a visitor's refused attempt, by address). */
function accountOf(request: Record<string, unknown>): string {
  const { currentUser, ip } = request as unknown as FastifyRequest;
  return currentUser ? `account:${currentUser.id}` : ip;
}

/** product.md §17: a member's data, in (from a Letterboxd export) and out (a zip). Personal answers. */
@ApiTags('me')
@Controller('me')
export class MemberDataController {
  constructor(
    private readonly exporter: DataExportService,
    private readonly importer: DataImportService,
  ) {}

  /** `private, no-store`, as every answer that is no @PublicRead. */
  @SignedIn()
  @Get('export')
  @ApiOkResponse({
    description:
      'A zip: profile.json and, in the layout of Letterboxd’s export, diary.csv, ratings.csv, watchlist.csv, reviews.csv, lists/{title}.csv, comments.csv, likes.csv and follows.csv',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @Endpoint({ operationId: 'exportMyData', summary: 'Download all my data as a zip' })
  async export(
    @CurrentUser() user: UserRow,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { fileName, zip } = await this.exporter.export(user);
    reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return new StreamableFile(zip, { type: 'application/zip', length: zip.length });
  }

  @SignedIn()
  @Post('import')
  @HttpCode(200)
  @Throttle({ default: { limit: DATA_IMPORT.perAccountPerHour, ttl: HOUR_MS, getTracker: accountOf } })
  @UseInterceptors(ImportUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: `A Letterboxd export (.zip) or one of its files: ${DATA_IMPORT.files.join(', ')}`,
        },
        dryRun: { enum: ['true', 'false'], description: '`true` only reports what would be imported' },
      },
    },
  })
  @ApiOkResponse({ type: ImportReportDto, description: 'What was imported and every row that was not' })
  @Endpoint({
    operationId: 'importMyData',
    summary: 'Import a Letterboxd export into my diary, ratings and watchlist',
    errors: {
      400: `Not a Letterboxd export or one of its files (the message says what is wrong), or over ${DATA_IMPORT.maxRows} rows`,
      413: `Over ${DATA_IMPORT.maxBytes / 1024 / 1024} MB`,
      429: `Over ${DATA_IMPORT.perAccountPerHour} imports in an hour`,
    },
  })
  import(
    @Body() body: ImportDataDto,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<ImportReport> {
    const upload = request.uploadedFile ?? { bytes: undefined, fileName: '' };
    return this.importer.import(user, upload, body.dryRun === 'true', purge);
  }
}
