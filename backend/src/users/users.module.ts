import { Module } from '@nestjs/common';

import { MarkdownModule } from '../markdown/markdown.module';
import { AccountDeletionService } from './account-deletion.service';
import { EmailAccountsService } from './email-accounts.service';
import { PreferencesController } from './preferences.controller';
import { PreferencesRepository } from './preferences.repository';
import { PreferencesService } from './preferences.service';
import { ProfileSettingsService } from './profile-settings.service';
import { ProviderAccountsService } from './provider-accounts.service';
import { RootAccountService } from './root-account.service';
import { UserManagementService } from './user-management.service';
import { UsernamesService } from './usernames.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';

@Module({
  imports: [MarkdownModule],
  controllers: [PreferencesController, UsersController],
  providers: [
    UsersRepository,
    UsernamesService,
    EmailAccountsService,
    RootAccountService,
    ProviderAccountsService,
    ProfileSettingsService,
    AccountDeletionService,
    UserManagementService,
    PreferencesRepository,
    PreferencesService,
  ],
  exports: [UsersRepository, EmailAccountsService, ProviderAccountsService],
})
export class UsersModule {}
