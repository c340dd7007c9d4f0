import { ApiProperty } from '@nestjs/swagger';
import type { DeleteResponse, OkResponse } from '@reviews/libs/contract';

/** The answer of calls that have nothing else to say. */
export class OkDto implements OkResponse {
  @ApiProperty({ type: Boolean, enum: [true] })
  ok!: true;
}

/** The answer of a delete: spec §7 "carries an error indicator". */
export class DeletedDto extends OkDto implements DeleteResponse {
  @ApiProperty({ type: Boolean, enum: [false] })
  error!: false;
}
