import { ApiProperty } from '@nestjs/swagger';

/** The answer of calls that have nothing else to say. */
export class OkDto {
  @ApiProperty({ type: Boolean, enum: [true] })
  ok!: true;
}

/** The answer of a delete: spec §7 "carries an error indicator". */
export class DeletedDto extends OkDto {
  @ApiProperty({ type: Boolean, enum: [false] })
  error!: false;
}
