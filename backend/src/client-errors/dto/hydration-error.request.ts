import { ApiProperty } from '@nestjs/swagger';
import { HYDRATION_ERRORS } from '@reviews/libs/constants';
import { IsString, Length, Matches, MaxLength } from 'class-validator';

export class HydrationErrorDto {
  @ApiProperty({ maxLength: HYDRATION_ERRORS.pathMax, example: '/review/alien' })
  @IsString({ message: 'path must be the path of a page' })
  @MaxLength(HYDRATION_ERRORS.pathMax, { message: 'path must be the path of a page' })
  @Matches(/^\/(?!\/)/, { message: 'path must be the path of a page' })
  path!: string;

  @ApiProperty({ maxLength: HYDRATION_ERRORS.messageMax })
  @IsString({ message: 'message must be text' })
  @Length(1, HYDRATION_ERRORS.messageMax, {
    message: `message must be 1 to ${HYDRATION_ERRORS.messageMax} characters`,
  })
  message!: string;
}
