import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FORM_MESSAGES, LIMITS } from '@reviews/libs/constants';
import { IsEmail, IsString, Length, MaxLength } from 'class-validator';

import { IfPresent } from '../../common/if-present';
import { Trim } from '../../common/trimmed-text';

/** Longer than any token we hand out; anything longer cannot be one. */
const TOKEN_MAX = 500;

export class NewsletterSubscribeDto {
  @ApiProperty({ maxLength: LIMITS.emailMax })
  @Trim()
  @IsString({ message: FORM_MESSAGES.invalidEmail })
  @MaxLength(LIMITS.emailMax, { message: FORM_MESSAGES.invalidEmail })
  @IsEmail({}, { message: FORM_MESSAGES.invalidEmail })
  email!: string;
}

export class NewsletterConfirmDto {
  @ApiProperty({ description: "The token of the confirmation e-mail's link" })
  @IsString({ message: 'token must be the token of a confirmation link' })
  @Length(1, TOKEN_MAX, { message: 'token must be the token of a confirmation link' })
  token!: string;
}

export class NewsletterUnsubscribeDto {
  @ApiPropertyOptional({ description: "The token of an issue's unsubscribe link" })
  @IfPresent()
  @IsString({ message: 'token must be the token of an unsubscribe link' })
  @MaxLength(TOKEN_MAX, { message: 'token must be the token of an unsubscribe link' })
  token?: string;
}
