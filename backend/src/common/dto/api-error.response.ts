import { ApiProperty } from '@nestjs/swagger';

/** The body of every error answer, for the OpenAPI document. */
export class ApiErrorDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ example: 'Please fill out all fields' })
  message!: string;
}
