import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_DIGESTS,
  type EmailDigest,
  ROLES,
  type Role,
  WRITEUP_TYPES,
  type WriteupType,
} from '@reviews/libs/constants';

import { PagedDto } from '../../common/dto/paged.response';

/** The author of a writeup, comment or announcement. */
export class UserRefDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  username!: string;

  @ApiProperty({ type: String, nullable: true, description: 'As on UserDto' })
  avatar!: string | null;
}

/** The site's writeup a favourite names. */
export class WriteupLinkDto {
  @ApiProperty({ enum: WRITEUP_TYPES })
  type!: WriteupType;

  @ApiProperty()
  slug!: string;
}

export class FavoriteLinksDto {
  @ApiPropertyOptional({ type: WriteupLinkDto })
  favoriteMovie?: WriteupLinkDto;

  @ApiPropertyOptional({ type: WriteupLinkDto })
  favoriteShow?: WriteupLinkDto;

  @ApiPropertyOptional({ type: WriteupLinkDto })
  watching?: WriteupLinkDto;
}

/** A user as the API answers it, for the OpenAPI document. */
export class UserDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  username!: string;

  @ApiPropertyOptional({ description: 'Only for root and for the user themself' })
  email?: string;

  @ApiPropertyOptional({
    description: 'Whether the e-mail was confirmed; only for root and the user themself',
  })
  emailVerified?: boolean;

  @ApiProperty({ description: 'Empty, or an http(s) URL' })
  picture!: string;

  @ApiProperty()
  bio!: string;

  @ApiProperty({ description: '`bio` rendered and sanitised at save: HTML' })
  bioHtml!: string;

  @ApiProperty()
  favoriteMovie!: string;

  @ApiProperty()
  favoriteShow!: string;

  @ApiProperty()
  watching!: string;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiProperty({ enum: ROLES })
  type!: Role;

  @ApiProperty({ description: '`email`, or the identity provider (OIDC_PROVIDER)' })
  loginType!: string;

  @ApiProperty({ type: String, nullable: true, description: "The identity provider's picture" })
  thirdPartyPicture!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'picture, else the provider picture resized to 256 px, else null',
  })
  avatar!: string | null;

  @ApiPropertyOptional({ description: 'Present (true) only for root, on suspended accounts' })
  suspended?: boolean;

  @ApiPropertyOptional({
    description:
      'Others may read the watchlist (GET /api/user/{username}/watchlist); on profiles and for the user themself',
  })
  watchlistPublic?: boolean;

  @ApiPropertyOptional({ enum: EMAIL_DIGESTS, description: 'The daily digest; only for the user themself' })
  emailDigest?: EmailDigest;
  @ApiPropertyOptional({
    type: 'integer',
    description: 'On profiles: members following this one (may lag by up to 60 s)',
  })
  followers?: number;

  @ApiPropertyOptional({
    type: 'integer',
    description: 'On profiles: members this one follows (may lag by up to 60 s)',
  })
  following?: number;

  @ApiPropertyOptional({
    type: FavoriteLinksDto,
    description: 'On a public profile: the favourites the site has a published writeup of',
  })
  favoriteLinks?: FavoriteLinksDto;
}

/** GET /api/user/all. */
export class UsersPageDto extends PagedDto {
  @ApiProperty({ type: [UserDto] })
  users!: UserDto[];
}
