import { Module } from '@nestjs/common';

import { AccountDeletionService } from './account-deletion.service';
import { EmailAccountsService } from './email-accounts.service';
import { PreferencesController } from './preferences.controller';
import { PreferencesRepository } from './preferences.repository';
import { PreferencesService } from './preferences.service';
import { ProfileSettingsService } from './profile-settings.service';
import { ProfilesService } from './profiles.service';
import { ProviderAccountsService } from './provider-accounts.service';
import { RootAccountService } from './root-account.service';
import { UserManagementService } from './user-management.service';
import { UsernamesService } from './usernames.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';

@Module({
  controllers: [PreferencesController, UsersController],
  providers: [
    UsersRepository,
    UsernamesService,
    EmailAccountsService,
    RootAccountService,
    ProviderAccountsService,
    ProfilesService,
    ProfileSettingsService,
    AccountDeletionService,
    UserManagementService,
    PreferencesRepository,
    PreferencesService,
  ],
  exports: [UsersRepository, EmailAccountsService, ProviderAccountsService],
})
export class UsersModule {}
