import { ApiProperty } from '@nestjs/swagger';
import { MEDIA_PURPOSES, type MediaPurpose } from '@reviews/libs/constants';
import { IsIn } from 'class-validator';

/** The fields of POST /api/media beside the file. */
export class UploadMediaDto {
  @ApiProperty({ enum: MEDIA_PURPOSES })
  @IsIn(MEDIA_PURPOSES, { message: `purpose must be one of ${MEDIA_PURPOSES.join(', ')}` })
  purpose!: MediaPurpose;
}
