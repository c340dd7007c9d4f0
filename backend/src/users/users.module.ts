import { Module } from '@nestjs/common';

import { ProviderAccountsService } from './provider-accounts.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, ProviderAccountsService],
  exports: [UsersRepository, UsersService, ProviderAccountsService],
})
export class UsersModule {}
