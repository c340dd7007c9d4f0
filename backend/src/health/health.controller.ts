import { Controller, Get, Param, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';

import { Endpoint } from '../common/endpoint.decorator';
import { Public } from '../common/auth.decorators';
import { OkDto } from '../common/dto/ok.response';
import { DatabaseHealth } from '../database/database-health';
import { HealthDto } from './dto/health.response';
import { ShutdownState } from './shutdown-state';

@ApiTags('operations')
@Public()
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get('health')
  @ApiOkResponse({ type: HealthDto })
  @Endpoint({
    operationId: 'getHealth',
    summary: 'Whether the server and its database answer',
    errors: { 503: 'The instance is draining before it stops, or the database is not answering' },
  })
  async health(): Promise<{ status: 'ok' }> {
    this.refuseWhileDraining();
    if (!(await this.database.isUp())) throw new ServiceUnavailableException('The database is not answering');
    return { status: 'ok' };
  }

  /**
   * The load balancer's probe: whether this instance takes requests. It does not ask the
   * database, which every instance shares: an outage of it must not take them all out of rotation
   * while their requests wait for it to come back.
   */
  @Get('health/ready')
  @ApiOkResponse({ type: HealthDto })
  @Endpoint({
    operationId: 'getReadiness',
    summary: 'Whether this instance takes requests (load-balancer probe)',
    errors: { 503: 'The instance is draining before it stops' },
  })
  ready(): { status: 'ok' } {
    this.refuseWhileDraining();
    return { status: 'ok' };
  }

  /** Wakes a sleeping host; the client calls it after a non-JSON answer (spec §7). */
  @Get('activate/:timestamp')
  @ApiOkResponse({ type: OkDto })
  @Endpoint({
    operationId: 'activate',
    summary: "Wake the server up (the client's retry after a non-JSON answer)",
  })
  activate(@Param('timestamp') _timestamp: string): { ok: true } {
    return { ok: true };
  }

  private refuseWhileDraining(): void {
    if (this.shutdown.draining) {
      throw new ServiceUnavailableException('Draining: this instance is shutting down');
    }
  }
}
