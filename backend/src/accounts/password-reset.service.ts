import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleDestroy,
} from '@nestjs/common';
import { FORM_MESSAGES } from '@reviews/libs/constants';

import { hashPassword, UsersRepository, USER_NOT_FOUND } from '../users';
import { hashAccountToken } from './account-tokens';
import { AccountLinksService, tooManyLinks } from './account-links.service';
import { AccountsRepository } from './accounts.repository';

/** Forgotten passwords (product.md §8): a link by e-mail, valid 60 minutes, usable once. */
@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly users: UsersRepository,
    private readonly links: AccountLinksService,
  ) {}

  /**
   * Answers at once, the same way whether or not an account uses the address: the lookup
   * and the e-mail happen after the answer, so neither its content nor its timing tells.
   */
  request(email: string): void {
    const work = this.sendIfKnown(email)
      .catch((error: unknown) => this.logger.warn(`Password reset request failed: ${String(error)}`))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  private async sendIfKnown(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user?.email) await this.links.send(user, 'password-reset', user.email);
  }

  /** Root's "send a reset e-mail" for any account; root never sees the link. */
  async requestFor(id: string): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    if (!user.email) throw new ConflictException('This account has no e-mail address');
    if (!(await this.links.send(user, 'password-reset', user.email)).sent) {
      throw tooManyLinks();
    }
  }

  /** Sets the new password and ends every session of the account; 400 for a bad link. */
  async confirm(token: string, password: string): Promise<void> {
    const found = await this.accounts.findLiveToken('password-reset', hashAccountToken(token), new Date());
    if (!found) throw new BadRequestException(FORM_MESSAGES.invalidResetLink);
    const passwordHash = await hashPassword(password);
    // Following the link proves the inbox, if it still is the account's address.
    const verifiesEmail = found.user.email?.toLowerCase() === found.token.email.toLowerCase();
    if (!(await this.accounts.resetPassword(found.token, passwordHash, verifiesEmail))) {
      throw new BadRequestException(FORM_MESSAGES.invalidResetLink);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.inFlight);
  }
}
