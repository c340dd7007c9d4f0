import { Module } from '@nestjs/common';

import { AccountsModule } from '../accounts/accounts.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OidcCallbackGuard, OidcStartGuard } from './oidc/oidc-auth.guards';
import { OidcCodeLoginService } from './oidc/oidc-code-login.service';
import { OidcMetadataService } from './oidc/oidc-metadata.service';
import { OidcStrategyRegistry } from './oidc/oidc-strategy.registry';
import { OidcController } from './oidc/oidc.controller';

@Module({
  imports: [UsersModule, AccountsModule],
  controllers: [AuthController, OidcController],
  providers: [
    AuthService,
    OidcMetadataService,
    OidcStrategyRegistry,
    OidcCodeLoginService,
    OidcStartGuard,
    OidcCallbackGuard,
  ],
})
export class AuthModule {}
