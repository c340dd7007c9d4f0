import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { AppConfig } from './app-config';
import { openPermissions } from './private-files';

/** Warns at start when other accounts of the machine may look into DATA_DIR (product.md §8). */
@Injectable()
export class DataDirCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Files');

  constructor(private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    const dir = this.config.dataDir;
    const mode = openPermissions(dir);
    if (mode === null) return;
    this.logger.warn(
      `DATA_DIR ${dir} is open to other accounts of this machine (mode ${mode.toString(8).padStart(4, '0')}); it holds the database, secrets and e-mails with working links: run chmod 700 ${dir}`,
    );
  }
}
