import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_DIGESTS, type EmailDigest } from '@reviews/libs/constants';

export class PreferencesResponseDto {
  @ApiProperty()
  watchlistPublic!: boolean;

  @ApiProperty({ enum: EMAIL_DIGESTS })
  emailDigest!: EmailDigest;
}
