import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';

import { PagedDto } from '../../common/dto/paged.response';
import { UserDto } from '../../users';
import { WriteupCardDto } from '../../writeups';

/** GET /api/search: the suggestions. */
export class SearchDto {
  @ApiProperty({ type: [WriteupCardDto], description: 'Up to 5 of each type' })
  writeups!: WriteupCardDto[];

  @ApiProperty({ type: [UserDto], description: 'Up to 5' })
  users!: UserDto[];

  @ApiProperty({ type: 'integer', description: 'Writeups and users matched in all' })
  totalMatched!: number;
}

export class WriteupSearchResultDto extends WriteupCardDto {
  @ApiProperty({ enum: ['writeups'] })
  collection!: 'writeups';
}

export class UserSearchResultDto extends UserDto {
  @ApiProperty({ enum: ['users'] })
  collection!: 'users';
}

/** GET /api/search/all: every match, writeups then users. */
@ApiExtraModels(WriteupSearchResultDto, UserSearchResultDto)
export class SearchAllDto extends PagedDto {
  @ApiProperty({
    type: 'array',
    items: {
      oneOf: [{ $ref: getSchemaPath(WriteupSearchResultDto) }, { $ref: getSchemaPath(UserSearchResultDto) }],
      discriminator: {
        propertyName: 'collection',
        mapping: {
          writeups: getSchemaPath(WriteupSearchResultDto),
          users: getSchemaPath(UserSearchResultDto),
        },
      },
    },
  })
  results!: (WriteupSearchResultDto | UserSearchResultDto)[];
}
