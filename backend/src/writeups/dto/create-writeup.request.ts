import { ApiProperty } from '@nestjs/swagger';
import { WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';
import type { CreateWriteupRequest } from '@reviews/libs/contract';
import { IsIn } from 'class-validator';

export class CreateWriteupDto implements CreateWriteupRequest {
  @ApiProperty({ enum: WRITEUP_TYPES })
  @IsIn(WRITEUP_TYPES, { message: `type must be one of ${WRITEUP_TYPES.join(', ')}` })
  type: WriteupType;
}
