import { Module } from '@nestjs/common';

import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccountLinksService } from './account-links.service';
import { AccountSettingsService } from './account-settings.service';
import { AccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [UsersModule, MailModule],
  controllers: [AccountsController],
  providers: [
    AccountsRepository,
    AccountLinksService,
    AccountSettingsService,
    EmailVerificationService,
    PasswordResetService,
  ],
  exports: [EmailVerificationService],
})
export class AccountsModule {}
