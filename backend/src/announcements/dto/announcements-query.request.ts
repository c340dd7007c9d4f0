import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

import { ApiPageField } from '../../common/dto/paged.response';

/** GET /api/announcement; both checked by the service (a bad limit is 400, a bad page is page 1). */
export class AnnouncementsQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Page size, 1 to 50' })
  @Allow()
  limit?: unknown;

  @ApiPageField()
  @Allow()
  page?: unknown;
}
