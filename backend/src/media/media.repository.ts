import { Injectable } from '@nestjs/common';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { media, type MediaRow, type NewMediaRow } from '../database/schema';

@Injectable()
export class MediaRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async insert(values: NewMediaRow): Promise<MediaRow> {
    const [row] = await this.db.insert(media).values(values).returning();
    return row;
  }
}
