import { ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_DIGESTS, type EmailDigest } from '@reviews/libs/constants';
import { IsBoolean, IsIn } from 'class-validator';

import { IfPresent } from '../../common/if-present';

/** Body of PUT /api/user/preferences: what it holds is saved, the rest stays. */
export class PreferencesDto {
  @ApiPropertyOptional({ description: 'Others may read my watchlist' })
  @IfPresent()
  @IsBoolean({ message: 'watchlistPublic must be true or false' })
  watchlistPublic?: boolean;

  @ApiPropertyOptional({ enum: EMAIL_DIGESTS, description: 'A daily mail of unread notifications' })
  @IfPresent()
  @IsIn(EMAIL_DIGESTS, { message: `emailDigest must be one of ${EMAIL_DIGESTS.join(', ')}` })
  emailDigest?: EmailDigest;
}
