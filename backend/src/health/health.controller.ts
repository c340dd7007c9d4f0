import { Controller, Get, Param, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';

import { Public } from '../common/auth.decorators';
import { DatabaseHealth } from '../database/database-health';

@ApiTags('operations')
@Public()
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(private readonly database: DatabaseHealth) {}

  @Get('health')
  async health(): Promise<{ status: 'ok' }> {
    if (!(await this.database.isUp())) throw new ServiceUnavailableException('The database is not answering');
    return { status: 'ok' };
  }

  /** Wakes a sleeping host; the client calls it after a non-JSON answer (spec §7). */
  @Get('activate/:timestamp')
  activate(@Param('timestamp') _timestamp: string): { ok: true } {
    return { ok: true };
  }
}
