import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { FORM_MESSAGES, LIMITS, USERNAME_PATTERN } from '@reviews/libs/constants';
import { parseMediaUrl } from '@reviews/libs/rules';
import { IsDefined, IsNotEmpty, IsString, IsUrl, MaxLength, ValidateBy, ValidateIf } from 'class-validator';

import { Trim } from '../../common/trimmed-text';

/**
 * A rule for a filled-in text only: a missing or blank field is reported once, as missing,
 * not also as too short or malformed.
 */
function whenFilled(name: string, test: (value: string) => boolean, message: string): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || value === '' || test(value),
      defaultMessage: () => message,
    },
  });
}

/** A required settings text: a string, not blank once trimmed, at most `max` characters. */
function requiredText(label: string, max: number): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsString({ message: FORM_MESSAGES.fillOutAllFields })(target, key);
    IsNotEmpty({ message: FORM_MESSAGES.fillOutAllFields })(target, key);
    whenFilled(
      `${String(key)}MaxLength`,
      (v) => v.length <= max,
      `${label} must be at most ${max} characters`,
    )(target, key);
  };
}

/**
 * Empty (no picture of one's own), an uploaded avatar's site URL, or an http(s) URL; `required`
 * refuses a missing one instead of taking it as empty.
 */
function PictureField({ required }: { required: boolean }): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      required,
      ...(required ? {} : { default: '' }),
      maxLength: LIMITS.url,
      description: "Empty, the site's own media URL of an uploaded avatar, or the http(s) URL of a picture",
    }),
    Trim(),
    ValidateIf(
      (_object, value) => (required || value !== undefined) && value !== '' && parseMediaUrl(value) === null,
    ),
    IsDefined({ message: 'Please give a picture, or an empty one to remove it' }),
    IsString({ message: 'Picture must be an http(s) URL' }),
    MaxLength(LIMITS.url, { message: `Picture must be at most ${LIMITS.url} characters` }),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      { message: 'Picture must be an http(s) URL' },
    ),
  );
}

/** Body of PUT /api/user/: the signed-in user's settings (spec §5). */
export class UpdateProfileDto {
  @ApiProperty({
    minLength: LIMITS.usernameMin,
    maxLength: LIMITS.usernameMax,
    pattern: USERNAME_PATTERN.source,
    description: 'Letters, digits, `_`, `-` and `.`; unique without regard to case',
  })
  @Trim()
  @IsString({ message: FORM_MESSAGES.fillOutAllFields })
  @IsNotEmpty({ message: FORM_MESSAGES.fillOutAllFields })
  @whenFilled(
    'usernameLength',
    (v) => v.length >= LIMITS.usernameMin && v.length <= LIMITS.usernameMax,
    `Username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters`,
  )
  @whenFilled(
    'usernamePattern',
    (v) => USERNAME_PATTERN.test(v),
    'Username may contain only letters, digits, _, - and .',
  )
  username!: string;

  @ApiProperty({ maxLength: LIMITS.watching, description: 'Currently watching' })
  @requiredText('Watching', LIMITS.watching)
  watching!: string;

  @ApiProperty({ maxLength: LIMITS.favorite })
  @requiredText('Favorite movie', LIMITS.favorite)
  favoriteMovie!: string;

  @ApiProperty({ maxLength: LIMITS.favorite })
  @requiredText('Favorite show', LIMITS.favorite)
  favoriteShow!: string;

  @ApiProperty({ maxLength: LIMITS.bio, description: 'Markdown' })
  @requiredText('Bio', LIMITS.bio)
  bio!: string;

  @PictureField({ required: false })
  picture: string = '';
}

/** Body of PUT /api/user/avatar: the picture alone, saved at once. */
export class UpdateAvatarDto {
  @PictureField({ required: true })
  picture!: string;
}
