import { ConflictException, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { AppConfig } from '../config/app-config';
import { EmailAccountsService } from './email-accounts.service';
import { UsersRepository } from './users.repository';

/** ROOT_EMAIL / ROOT_PASSWORD: the root account exists after start (its password set only on creation). */
@Injectable()
export class RootAccountService implements OnApplicationBootstrap {
  private readonly logger = new Logger(RootAccountService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: EmailAccountsService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { rootEmail, rootPassword } = this.config;
    if (rootEmail === null || rootPassword === null) return;
    const existing = await this.users.findByEmail(rootEmail);
    if (!existing) {
      try {
        await this.accounts.createEmailAccount({
          email: rootEmail,
          password: rootPassword,
          type: 'root',
          emailVerified: true,
        });
        this.logger.log(`Created the root account ${rootEmail}`);
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if (!(error instanceof ConflictException)) throw error;
      }
    } else if (existing.type !== 'root') {
      await this.users.setType(existing.id, 'root');
      this.logger.log(`Made ${rootEmail} the root account`);
    }
  }
}
