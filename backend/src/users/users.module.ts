import { Module } from '@nestjs/common';

import { SignedInUsers } from '../common/signed-in-users';
import { ActiveUsers } from './active-users';
import { ProviderAccountsService } from './provider-accounts.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController],
  providers: [
    UsersRepository,
    UsersService,
    ProviderAccountsService,
    { provide: SignedInUsers, useClass: ActiveUsers },
  ],
  exports: [UsersRepository, UsersService, ProviderAccountsService, SignedInUsers],
})
export class UsersModule {}
