import { ApiProperty } from '@nestjs/swagger';
import type { ApiError } from '@reviews/libs/contract';

/** The body of every error answer, for the OpenAPI document. */
export class ApiErrorDto implements ApiError {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ example: 'Please fill out all fields' })
  message!: string;
}
