import { Injectable } from '@nestjs/common';

/** Whether this instance is shutting down: GracefulShutdown sets it, the health checks report it. */
@Injectable()
export class ShutdownState {
  private drainingNow = false;

  get draining(): boolean {
    return this.drainingNow;
  }

  startDraining(): void {
    this.drainingNow = true;
  }
}
