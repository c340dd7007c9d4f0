import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FORM_MESSAGES, LIMITS } from '@reviews/libs/constants';
import { PASSWORD_RULE } from '@reviews/libs/rules';
import { IsEmail, IsString, Length, MaxLength } from 'class-validator';

import { IfPresent } from '../../common/if-present';

import { Trim } from '../../common/trimmed-text';

/** Longer than any token we hand out; anything longer cannot be one. */
const TOKEN_MAX = 200;

function newPassword(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: PASSWORD_RULE })(target, key);
    Length(LIMITS.passwordMin, LIMITS.passwordMax, { message: PASSWORD_RULE })(target, key);
  };
}

function emailAddress(): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsString({ message: FORM_MESSAGES.invalidEmail })(target, key);
    MaxLength(LIMITS.emailMax, { message: FORM_MESSAGES.invalidEmail })(target, key);
    IsEmail({}, { message: FORM_MESSAGES.invalidEmail })(target, key);
  };
}

function linkToken(message: string): PropertyDecorator {
  return (target, key) => {
    IsString({ message })(target, key);
    Length(1, TOKEN_MAX, { message })(target, key);
  };
}

export class ChangePasswordDto {
  @ApiPropertyOptional({ description: 'Required unless the account has no password yet (provider sign-in)' })
  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.passwordMax)
  currentPassword?: string;

  @ApiProperty({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @newPassword()
  newPassword!: string;
}

export class ChangeEmailDto {
  @ApiProperty({ maxLength: LIMITS.emailMax })
  @emailAddress()
  email!: string;

  @ApiPropertyOptional({ description: 'Required unless the account has no password yet (provider sign-in)' })
  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.passwordMax)
  currentPassword?: string;
}

export class PasswordResetDto {
  @ApiProperty({ maxLength: LIMITS.emailMax })
  @emailAddress()
  email!: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty({ description: 'The token of the e-mailed link' })
  @linkToken(FORM_MESSAGES.invalidResetLink)
  token!: string;

  @ApiProperty({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @newPassword()
  password!: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token of the e-mailed link' })
  @linkToken(FORM_MESSAGES.invalidVerifyLink)
  token!: string;
}

export class CancelEmailChangeDto {
  @ApiProperty({ description: 'The token of the link e-mailed to the old address' })
  @linkToken(FORM_MESSAGES.invalidCancelLink)
  token!: string;
}
