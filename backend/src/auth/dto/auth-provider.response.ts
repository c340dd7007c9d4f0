import { ApiProperty } from '@nestjs/swagger';

export class AuthProviderDto {
  @ApiProperty({ example: 'google', description: 'The login `type` (OIDC_PROVIDER)' })
  type!: string;

  @ApiProperty({ example: 'Google' })
  name!: string;

  @ApiProperty({ example: '/api/auth/oidc' })
  loginUrl!: string;
}
