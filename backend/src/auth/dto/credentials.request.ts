import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { PASSWORD_RULE } from '@reviews/libs/rules';
import { IsString, Length, MaxLength, ValidateIf } from 'class-validator';

import { IfPresent } from '../../common/if-present';

/** RFC 5321's longest address; also bounds a username. */
const LOGIN_MAX = 254;

const isEmailLogin = (body: CredentialsDto): boolean => body.type === undefined || body.type === 'email';

/** Body of POST /api/login and POST /api/register (the client sends both login names). */
export class CredentialsDto {
  @ApiPropertyOptional({
    description: 'E-mail (register) or e-mail or username (login)',
    maxLength: LOGIN_MAX,
  })
  @IfPresent()
  @IsString()
  @MaxLength(LOGIN_MAX)
  emailOrUsername?: string;

  @ApiPropertyOptional({ maxLength: LOGIN_MAX })
  @IfPresent()
  @IsString()
  @MaxLength(LOGIN_MAX)
  email?: string;

  @ApiPropertyOptional({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @ValidateIf(isEmailLogin)
  @IsString({ message: PASSWORD_RULE })
  @Length(LIMITS.passwordMin, LIMITS.passwordMax, { message: PASSWORD_RULE })
  password?: string;

  @ApiPropertyOptional({
    description: '`email`, or the identity provider together with `code`',
    default: 'email',
  })
  @IfPresent()
  @IsString()
  @MaxLength(40)
  type: string = 'email';

  @ApiPropertyOptional({
    description:
      "The identity provider's authorisation code, from the redirect of a sign-in this browser started at GET /api/auth/oidc",
  })
  @IfPresent()
  @IsString()
  @MaxLength(4096)
  code?: string;

  @ApiPropertyOptional({ description: 'The `state` that came back with `code`' })
  @IfPresent()
  @IsString()
  @MaxLength(512)
  state?: string;
}
