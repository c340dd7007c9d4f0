import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_TYPES, type ReviewType } from '@reviews/libs/constants';
import { IsIn, IsString, Matches } from 'class-validator';

import { Trim, TrimmedText } from '../../common/trimmed-text';

// Rules run bottom-up and the first failure is the message: the type check comes last.
const TYPE_MESSAGE = `type must be one of ${REVIEW_TYPES.join(', ')}`;

/** Query of GET /api/autofill/searchAutofill. */
export class SearchAutofillQuery {
  @ApiProperty({ enum: REVIEW_TYPES })
  @IsIn(REVIEW_TYPES, { message: TYPE_MESSAGE })
  type: ReviewType;

  @ApiProperty({ minLength: 1, maxLength: 200 })
  @TrimmedText(200, 'A title search', {
    empty: 'Type a title to search for',
    notText: 'Type a title to search for',
  })
  search: string;
}

/** Query of GET /api/autofill/getTitleInfo. */
export class TitleInfoQuery {
  @ApiProperty({ enum: REVIEW_TYPES })
  @IsIn(REVIEW_TYPES, { message: TYPE_MESSAGE })
  type: ReviewType;

  @ApiProperty({ example: 'tt1160419' })
  @Trim()
  @Matches(/^tt\d{1,12}$/, { message: 'imdbID must be an IMDb id such as tt1160419' })
  @IsString({ message: 'imdbID must be an IMDb id such as tt1160419' })
  imdbID: string;
}
