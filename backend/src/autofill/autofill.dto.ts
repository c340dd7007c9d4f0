import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_TYPES, type ReviewType } from '@reviews/libs/constants';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';

// Rules run bottom-up and the first failure is the message: the type check comes last.
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const TYPE_MESSAGE = `type must be one of ${REVIEW_TYPES.join(', ')}`;

/** Query of GET /api/autofill/searchAutofill. */
export class SearchAutofillQuery {
  @ApiProperty({ enum: REVIEW_TYPES })
  @IsIn(REVIEW_TYPES, { message: TYPE_MESSAGE })
  type: ReviewType;

  @ApiProperty({ minLength: 1, maxLength: 200 })
  @Transform(trim)
  @MaxLength(200, { message: 'A title search can be at most 200 characters' })
  @MinLength(1, { message: 'Type a title to search for' })
  @IsString({ message: 'Type a title to search for' })
  search: string;
}

/** Query of GET /api/autofill/getTitleInfo. */
export class TitleInfoQuery {
  @ApiProperty({ enum: REVIEW_TYPES })
  @IsIn(REVIEW_TYPES, { message: TYPE_MESSAGE })
  type: ReviewType;

  @ApiProperty({ example: 'tt1160419' })
  @Transform(trim)
  @Matches(/^tt\d{1,12}$/, { message: 'imdbID must be an IMDb id such as tt1160419' })
  @IsString({ message: 'imdbID must be an IMDb id such as tt1160419' })
  imdbID: string;
}
