import { BadRequestException, Injectable } from '@nestjs/common';

import { AppConfig } from '../config/app-config';
import { unsubscribeTokenUser } from './digest-token';
import { DigestRepository } from './digest.repository';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid';

/** The digest e-mail's unsubscribe link (product.md §13): works signed out. */
@Injectable()
export class DigestUnsubscribeService {
  constructor(
    private readonly digests: DigestRepository,
    private readonly config: AppConfig,
  ) {}

  async unsubscribe(token: string | undefined): Promise<void> {
    const userId = token && unsubscribeTokenUser(this.config.unsubscribeSecret, token);
    if (!userId || !(await this.digests.turnOff(userId)))
      throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK);
  }
}
