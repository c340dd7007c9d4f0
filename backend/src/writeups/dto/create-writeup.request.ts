import { ApiProperty } from '@nestjs/swagger';
import { WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';
import { IsIn } from 'class-validator';

export class CreateWriteupDto {
  @ApiProperty({ enum: WRITEUP_TYPES })
  @IsIn(WRITEUP_TYPES, { message: `type must be one of ${WRITEUP_TYPES.join(', ')}` })
  type: WriteupType;
}
