import { ApiProperty } from '@nestjs/swagger';
import { MEDIA_FORMATS, type MediaFormat } from '@reviews/libs/constants';

export class MediaVariantDto {
  @ApiProperty()
  url!: string;

  @ApiProperty({ type: 'integer' })
  width!: number;

  @ApiProperty({ enum: MEDIA_FORMATS })
  format!: MediaFormat;
}

/** POST /api/media: the stored image. */
export class MediaDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ description: 'The largest WebP variant, a same-site path under /media/' })
  url!: string;

  @ApiProperty({ type: 'integer' })
  width!: number;

  @ApiProperty({ type: 'integer' })
  height!: number;

  @ApiProperty({ example: '#3a2b1c', description: 'The dominant colour, shown while the image loads' })
  placeholder!: string;

  @ApiProperty({ type: [MediaVariantDto] })
  variants!: MediaVariantDto[];
}
