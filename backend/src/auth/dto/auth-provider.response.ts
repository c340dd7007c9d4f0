import { ApiProperty } from '@nestjs/swagger';
import type { AuthProvider } from '@reviews/libs/contract';

export class AuthProviderDto implements AuthProvider {
  @ApiProperty({ example: 'google', description: 'The login `type` (OIDC_PROVIDER)' })
  type!: string;

  @ApiProperty({ example: 'Google' })
  name!: string;

  @ApiProperty({ example: '/api/auth/oidc' })
  loginUrl!: string;
}
