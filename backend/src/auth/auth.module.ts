import { Module } from '@nestjs/common';

import { AccountsModule } from '../accounts/accounts.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { IdTokenVerifier } from './oidc/id-token-verifier.service';
import { OidcMetadataService } from './oidc/oidc-metadata.service';
import { OidcSignInService } from './oidc/oidc-sign-in.service';
import { OidcController } from './oidc/oidc.controller';

@Module({
  imports: [UsersModule, AccountsModule],
  controllers: [AuthController, OidcController],
  providers: [AuthService, OidcMetadataService, IdTokenVerifier, OidcSignInService],
})
export class AuthModule {}
