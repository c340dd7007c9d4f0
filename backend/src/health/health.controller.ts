import { Controller, Get, Param, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOperation,
  ApiOkResponse,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';

import { ApiErrorDto } from '../common/api-error.dto';
import { Public } from '../common/auth.decorators';
import { OkDto } from '../common/ok.dto';
import { DatabaseHealth } from '../database/database-health';

class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

@ApiTags('operations')
@Public()
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(private readonly database: DatabaseHealth) {}

  @Get('health')
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database is not answering' })
  @ApiOperation({ operationId: 'getHealth', summary: 'Whether the server and its database answer' })
  async health(): Promise<{ status: 'ok' }> {
    if (!(await this.database.isUp())) throw new ServiceUnavailableException('The database is not answering');
    return { status: 'ok' };
  }

  /** Wakes a sleeping host; the client calls it after a non-JSON answer (spec §7). */
  @Get('activate/:timestamp')
  @ApiOkResponse({ type: OkDto })
  @ApiOperation({
    operationId: 'activate',
    summary: "Wake the server up (the client's retry after a non-JSON answer)",
  })
  activate(@Param('timestamp') _timestamp: string): { ok: true } {
    return { ok: true };
  }
}
