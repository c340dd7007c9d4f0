import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_DIGESTS, type EmailDigest } from '@reviews/libs/constants';
import type { PreferencesResponse } from '@reviews/libs/contract';

export class PreferencesResponseDto implements PreferencesResponse {
  @ApiProperty()
  watchlistPublic!: boolean;

  @ApiProperty({ enum: EMAIL_DIGESTS })
  emailDigest!: EmailDigest;
}
